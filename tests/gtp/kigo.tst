# What KDE's Kigo sends besides the standard commands: GNU Go's
# query_boardsize and get_handicap after loadsgf, findlib for a chain's
# liberties, top_moves_black/top_moves_white for its hints (vertex and
# value pairs). Expected answers are GNU Go 3.8's on the same commands.

1 query_boardsize
#? [19]
2 get_handicap
#? [0]
boardsize 9
3 query_boardsize
#? [9]
fixed_handicap 3
5 get_handicap
#? [3]
6 findlib c3
#? [C4 B3 D3 C2]
play w c4
play w d3
7 findlib C3
#? [B3 C2]
8 findlib e5
#? [vertex must not be empty]*
9 findlib
#? [syntax error.*]*
13 clear_board
#? []
14 get_handicap
#? [0]
set_free_handicap a1 b2 c3 d4
16 get_handicap
#? [4]
boardsize 7
place_free_handicap 2
18 get_handicap
#? [2]
19 boardsize 9
#? []
20 get_handicap
#? [0]
21 findlib z9
#? [.*]*
play b e5
25 top_moves_white
#? [([A-HJ][1-9] \d+(\.\d+)?( |$))+]
26 top_moves_black
#? [([A-HJ][1-9] \d+(\.\d+)?( |$))+]
# The hint plays nothing.
27 list_stones white
#? []
28 list_stones black
#? [E5]
# Kigo tells the engine's pass from a move by comparing genmove's answer
# with "PASS" exactly (Game::generateMove), as GNU Go 3.8 writes a pass in
# genmove, reg_genmove and kgs-genmove_cleanup ("= PASS" for the same
# position below); a lower-case "pass" would be taken for a stone, and
# the game would never end on two passes. White has passed and Black's
# wall wins the count, so Black passes.
boardsize 3
play b a2
play b b2
play b c2
play w pass
30 reg_genmove b
#? [PASS]
31 genmove b
#? [PASS]
undo
32 kgs-genmove_cleanup b
#? [PASS]
