# play, captures, suicide, undo across passes and captures, gg-undo.

boardsize 9
1 undo
#? [cannot undo]*
2 play b e5
#? []
3 play b e6
#? []
4 play w d5
#? []
5 play w f5
#? []
6 play w e4
#? []
# Colours may repeat: setup stones arrive as plays.
7 countlib e5
#? [3]
8 play w d6
#? []
9 play w f6
#? []
10 play w e7
#? []
11 captures w
#? [2]
12 list_stones b
#? []
13 undo
#? []
14 list_stones b
#? [E6 E5]
15 captures w
#? [0]
16 play w e7
#? []
17 play w pass
#? []
18 play b pass
#? []
19 gogui-rules_legal_moves
#? []
20 undo
#? []
21 gogui-rules_legal_moves
#? [.* pass]
22 gogui-rules_side_to_move
#? [black]
23 undo
#? []
24 move_history
#? [white E7\nwhite F6\nwhite D6\nwhite E4\nwhite F5\nwhite D5\nblack E6\nblack E5]
25 gg-undo 3
#? []
26 list_stones w
#? [D5 F5 E4]
27 gg-undo 6
#? [cannot undo]*
28 gg-undo
#? []
29 gg-undo 0
#? []
30 gg-undo x
#? [syntax error.*]*
31 gg-undo 4
#? []
32 list_stones b
#? []
33 undo
#? [cannot undo]*

# Suicide and the single-stone rule.
clear_board
play b a2
play b b1
34 is_legal w a1
#? [0]
35 play w a1
#? [illegal move: suicide]*
36 play w j9
#? []
37 play b a2
#? [illegal move: occupied]*
38 play b a2 
#? [illegal move: occupied]*
39 play w z1
#? [illegal move: off board]*
40 play w k1
#? [illegal move: off board]*

# Multi-stone suicide: illegal under chinese-1988, legal under tromp-taylor.
clear_board
gogui-setup b a2 b b2 b c1 w a1
41 play w b1
#? [illegal move: suicide]*
kata-set-rules tromp-taylor
42 play w b1
#? []
43 list_stones w
#? []
44 captures b
#? [2]

# Ko.
clear_board
gogui-setup b d5 b c4 b d3 w e5 w f4 w e3 w d4
45 play b e4
#? []
46 play w d4
#? [illegal move: (super)?ko]*
47 play w j9
#? []
48 play b a1
#? []
49 play w d4
#? []
