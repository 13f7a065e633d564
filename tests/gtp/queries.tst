# Board queries in GNU Go's formats (checked against GNU Go 3.8's answers).

boardsize 9
play b e5
play w d5
play b c5
play w e4
1 showboard
#? [\n   A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9\n 8 \. \. \. \. \. \. \. \. \. 8\n 7 \. \. \+ \. \. \. \+ \. \. 7\n 6 \. \. \. \. \. \. \. \. \. 6\n 5 \. \. X O X \. \. \. \. 5\n 4 \. \. \. \. O \. \. \. \. 4\n 3 \. \. \+ \. \. \. \+ \. \. 3\n 2 \. \. \. \. \. \. \. \. \. 2     WHITE \(O\) has captured 0 stones\n 1 \. \. \. \. \. \. \. \. \. 1     BLACK \(X\) has captured 0 stones\n   A B C D E F G H J]
2 move_history
#? [white E4\nblack C5\nwhite D5\nblack E5]
3 list_stones black
#? [C5 E5]
4 list_stones white
#? [D5 E4]
5 captures black
#? [0]
6 countlib e5
#? [2]
7 countlib a1
#? [vertex must not be empty]*
8 countlib
#? [syntax error.*]*
9 is_legal b a1
#? [1]
10 is_legal b e5
#? [0]
11 is_legal b pass
#? [1]
12 is_legal x a1
#? [syntax error.*]*
# A vertex off the board is no argument of is_legal: GNU Go 3.8, whose
# command it is, answers "? invalid color or coordinate" to both on 9x9
# (play, unlike it, takes such a vertex for an illegal move, off board).
# Both were answered "= 0".
60 is_legal b j10
#? [syntax error: vertex J10 off board]*
61 is_legal w z99
#? [syntax error: vertex Z99 off board]*
13 all_legal white
#? [A9 B9 C9 D9 E9 F9 G9 H9 J9 A8 B8 C8 D8 E8 F8 G8 H8 J8 A7 B7 C7 D7 E7 F7 G7 H7 J7 A6 B6 C6 D6 E6 F6 G6 H6 J6 A5 B5 F5 G5 H5 J5 A4 B4 C4 D4 F4 G4 H4 J4 A3 B3 C3 D3 E3 F3 G3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 A1 B1 C1 D1 E1 F1 G1 H1 J1]
# An opening position: no status is certain, so only the format is
# checked here (final.tst checks settled positions).
14 final_status_list alive
#? [([A-J][1-9]( [A-J][1-9])*(\n|$))*]
15 final_status_list dead
#? [([A-J][1-9]( [A-J][1-9])*(\n|$))*]
16 final_status_list seki
#? []
17 final_status_list zombie
#? [syntax error.*]*
18 cputime
#? [\d+\.\d{3}]
19 final_score
#? [[BW]\+\d+\.5]
20 estimate_score
#? [[BW]\+\d+\.5 \(upper bound: -?\d+\.5, lower: -?\d+\.5\)]
21 play b d6
#? []
22 referee-atari
#? [D5]
23 play b d4
#? []
24 captures b
#? [1]
25 referee-atari
#? []
26 showboard
#? [(?s).*WHITE \(O\) has captured 0 stones\n.*BLACK \(X\) has captured 1 stones\n.*]
30 top_moves
#? []
31 reg_genmove b
#? [[A-HJ][1-9]]
32 move_history
#? [black D4\n(?s).*]
33 genmove black
#? [[A-HJ][1-9]]
34 move_history
#? [black [A-HJ][1-9]\nblack D4\n(?s).*]
# top_moves: the last search's candidates with their share of the
# playouts, most visited first, at most ten.
35 top_moves
#? [[A-HJ][1-9] [01]\.\d\d( [A-HJ][1-9] [01]\.\d\d){0,9}]
36 genmove x
#? [syntax error.*]*
37 genmove
#? [syntax error.*]*
38 kgs-genmove_cleanup w
#? [[A-HJ][1-9]]
39 list_stones white
#? [.*E4.*]
clear_board
40 genmove b
#? [[A-HJ][1-9]]
boardsize 2
play b a1
play w a2
play w b1
41 list_stones b
#? []
42 captures w
#? [1]
43 showboard
#? [\n   A B\n 2 O \. 2     WHITE \(O\) has captured 1 stones\n 1 \. O 1     BLACK \(X\) has captured 0 stones\n   A B]
# genmove passes when only eye-filling or illegal moves remain (a pass
# written "PASS", as GNU Go 3.8 answers genmove; see kigo.tst).
boardsize 3
gogui-setup b a2 b b2 b b3 b c2 b b1
# Every white move there is single-stone suicide.
46 genmove b
#? [PASS]
47 genmove w
#? [PASS]
boardsize 19
48 showboard
#? [(?s).*\n16 \. \. \. \+ \. \. \. \. \. \+ \. \. \. \. \. \+ \. \. \. 16\n.*\n11 (\. ){19}11     WHITE \(O\) has captured 0 stones\n10 \. \. \. \+ .* 10     BLACK \(X\) has captured 0 stones\n.*]
boardsize 13
49 showboard
#? [(?s).*\n 5 (\. ){13}5     WHITE.*\n 4 \. \. \. \+ \. \. \+ \. \. \+ \. \. \. 4     BLACK.*]
