"""Window regions to redraw: fewer, larger ones when that costs less than many small ones."""

from __future__ import annotations

import pygame

# What one more pass over the scenes' drawing costs, as an area of pixels redrawn: two
# regions join when their union is not bigger than both by more than this.
PASS_COST = 150_000


def merge(rects: list[pygame.Rect], pass_cost: int = PASS_COST) -> list[pygame.Rect]:
    """Join regions whose union costs less to redraw than drawing both apart."""
    out = [pygame.Rect(r) for r in rects if r.w > 0 and r.h > 0]
    joined = True
    while joined and len(out) > 1:
        joined = False
        i = 0
        while i < len(out):
            a = out[i]
            j = i + 1
            while j < len(out):
                b = out[j]
                union = a.union(b)
                if union.w * union.h <= a.w * a.h + b.w * b.h + pass_cost:
                    out[i] = a = union
                    del out[j]
                    joined = True
                else:
                    j += 1
            i += 1
    return out
