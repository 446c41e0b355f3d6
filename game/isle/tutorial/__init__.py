"""The guided first game and the suggested move (issue 15): scripts, scripted seats, advice."""
