# Board sizes 2..25, rectangular boards, 26 and 1 refused, komi kept.

komi 3.5
1 boardsize 2
#? []
2 gogui-rules_board_size
#? [2]
3 all_legal b
#? [A2 B2 A1 B1]
4 boardsize 3
#? []
5 boardsize 4
#? []
6 boardsize 5
#? []
7 boardsize 6
#? []
8 boardsize 7
#? []
9 boardsize 8
#? []
10 boardsize 9
#? []
11 boardsize 10
#? []
12 boardsize 11
#? []
13 boardsize 12
#? []
14 boardsize 13
#? []
15 boardsize 14
#? []
16 boardsize 15
#? []
17 boardsize 16
#? []
18 boardsize 17
#? []
19 boardsize 18
#? []
20 boardsize 19
#? []
21 boardsize 20
#? []
22 boardsize 21
#? []
23 boardsize 22
#? []
24 boardsize 23
#? []
25 boardsize 24
#? []
26 boardsize 25
#? []
27 play b z25
#? []
28 list_stones b
#? [Z25]
29 boardsize 26
#? [unacceptable size.*]*
30 boardsize 1
#? [unacceptable size.*]*
31 boardsize 0
#? [unacceptable size.*]*
32 boardsize -5
#? [unacceptable size.*]*
33 boardsize nine
#? [syntax error.*]*
34 boardsize
#? [syntax error.*]*
35 get_komi
#? [3.5]
# A komi of -0 is zero: GTP writes it "0".
komi -0
351 get_komi
#? [0]
komi 3.5
36 rectangular_boardsize 19 9
#? []
37 play b t9
#? []
38 play b a10
#? [illegal move: off board]*
39 get_komi
#? [3.5]
40 rectangular_boardsize 26 19
#? [unacceptable size.*]*
41 rectangular_boardsize 1 5
#? [unacceptable size.*]*
42 rectangular_boardsize 9
#? [syntax error.*]*
43 boardsize 7 5
#? []
# GoGui's rules-program interface (Integer.parseInt of the reply) and
# Kigo's query_boardsize (QString::toInt) read one integer: a rectangle
# has none, so both commands answer an error, which those clients handle.
431 gogui-rules_board_size
#? [not a square board: 7x5.*]*
432 query_boardsize
#? [not a square board: 7x5.*]*
44 gogui-rules_board
#? [(\. ){6}\.\n(\. ){6}\.\n(\. ){6}\.\n(\. ){6}\.\n(\. ){6}\.]
45 boardsize 25 2
#? []
46 all_legal w
#? [A2 B2 C2 .* Z1]
47 get_komi
#? [3.5]
48 clear_board
#? []
49 get_komi
#? [3.5]
