# fixed_handicap, place_free_handicap, set_free_handicap.

1 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
2 fixed_handicap 2
#? [board not empty]*
3 gogui-rules_side_to_move
#? [white]
4 undo
#? [cannot undo]*
5 move_history
#? []
6 kata-get-rules
#? [.*"whiteHandicapBonus":"N".*]
# Komi 5.5 plus 9 points of compensation: the 9 stones and their area.
7 final_score
#? [B\+346\.5]
clear_board
8 fixed_handicap 1
#? [invalid handicap.*]*
9 fixed_handicap 10
#? [non-standard handicap.*]*
10 fixed_handicap x
#? [syntax error.*]*
11 fixed_handicap 2
#? [D4 Q16]
clear_board
12 fixed_handicap 3
#? [D4 Q16 D16]
clear_board
13 fixed_handicap 5
#? [D4 Q16 D16 Q4 K10]
clear_board
boardsize 9
14 fixed_handicap 4
#? [C3 G7 C7 G3]
clear_board
boardsize 7
15 fixed_handicap 5
#? [non-standard handicap.*]*
16 fixed_handicap 4
#? [C3 E5 C5 E3]
boardsize 5
17 fixed_handicap 2
#? [non-standard handicap.*]*
18 place_free_handicap 2
#? [\w+ \w+]
19 place_free_handicap 2
#? [board not empty]*
boardsize 19
20 place_free_handicap 1
#? [invalid handicap.*]*
21 place_free_handicap 4
#? [D4 Q16 D16 Q4]
clear_board
22 place_free_handicap 12
#? [(\w+ ){11}\w+]
clear_board
23 set_free_handicap a1 b2 c3
#? []
24 list_stones b
#? [C3 B2 A1]
25 gogui-rules_side_to_move
#? [white]
26 set_free_handicap d4 e5
#? [board not empty]*
clear_board
27 set_free_handicap a1 a1
#? [invalid handicap.*]*
28 set_free_handicap a1
#? [invalid handicap.*]*
29 set_free_handicap a1 zz
#? [syntax error.*]*
30 set_free_handicap d4 pass
#? [invalid handicap.*]*
31 list_stones b
#? []
kata-set-rules aga
32 set_free_handicap d4 q16 d16
#? []
33 kata-get-rules
#? [.*"whiteHandicapBonus":"N-1".*]
34 play w q4
#? []
35 undo
#? []
36 undo
#? [cannot undo]*
