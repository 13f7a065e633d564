# loadsgf FILE [N] (position before move N, as GNU Go) and printsgf.

1 loadsgf testdata/short.sgf
#? [black]
2 move_history
#? [white G3\nblack C7\nwhite D6\nblack E5]
3 get_komi
#? [6\.5]
4 list_stones b
#? [A9 C7 E5]
5 loadsgf testdata/short.sgf 3
#? [black]
6 move_history
#? [white D6\nblack E5]
7 gogui-rules_board_size
#? [9]
8 undo
#? []
9 undo
#? []
10 undo
#? [cannot undo]*
11 list_stones b
#? [A9]
12 loadsgf testdata/handicap.sgf
#? [black]
13 list_stones b
#? [G7 C3]
14 get_komi
#? [0\.5]
15 move_history
#? [white D6\nblack PASS\nwhite E5]
# The position is open (four stones), so the count is an estimate: this
# only checks that final_score answers after a handicap record; final.tst
# checks counts on settled positions.
16 final_score
#? [[BW]\+\d+(\.5)?]
17 loadsgf testdata/capture.sgf
#? [white]
18 captures b
#? [1]
19 gogui-rules_board_size
#? [5]
# A move on an occupied point (a recording error): skipped, the moves
# after it played, its turn given to the other side (GNU Go 3.8 stops
# there). B E5, W E5: Black E5 alone, Black to move.
20 loadsgf testdata/illegal.sgf
#? [black]
72 list_stones white
#? []
73 list_stones black
#? [E5]
# Setup that leaves White A9 without liberties (AW[aa], AB[ab][ba]): no
# play reaches that position and nothing counts it, so the file is refused,
# naming the setup node and the chain.
71 loadsgf testdata/setup-no-liberties.sgf
#? [cannot load file: line 1, column 2: setup leaves a chain without liberties: white A9]*
# A record whose ko recapture comes without the threats in between (a
# recording error): loaded as recorded, as GNU Go loads it; Black's C2
# takes B2 back (by hand: Black B1 A2 B3 C2, White C1 D2 C3 E5).
60 loadsgf testdata/ko-recapture.sgf
#? [black]
61 list_stones black
#? [B3 A2 C2 B1]
62 list_stones white
#? [E5 C3 D2 C1]
63 captures b
#? [1]
21 loadsgf testdata/no-such-file.sgf
#? [cannot load file.*]*
22 loadsgf
#? [syntax error.*]*
23 loadsgf testdata/short.sgf x
#? [syntax error.*]*
# GNU Go's forms of the second argument, answers taken from GNU Go 3.8 on the
# same file: 0 loads the whole game, a vertex stops before the first move
# played there, a vertex never played loads the whole game.
24 loadsgf testdata/short.sgf 0
#? [black]
64 move_history
#? [white G3\nblack C7\nwhite D6\nblack E5]
65 loadsgf testdata/short.sgf D6
#? [white]
66 move_history
#? [black E5]
67 loadsgf testdata/short.sgf A1
#? [black]
68 move_history
#? [white G3\nblack C7\nwhite D6\nblack E5]
69 loadsgf testdata/short.sgf -2
#? [syntax error.*]*
70 loadsgf testdata/short.sgf Z1
#? [syntax error.*]*
boardsize 9
komi 7.5
play b e5
play w c3
play b pass
play w pass
25 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]SZ\[9\]KM\[7\.5\]RU\[chinese-1988\]AP\[gtp-referee:[0-9.]+\]RE\[[BW]\+[0-9.]+\]\n;B\[ee\]\n;W\[cg\]\n;B\[\]\n;W\[\]\)]
clear_board
fixed_handicap 2
play w e5
26 printsgf
#? [(?s)\(;FF\[4\].*KM\[7\.5\].*HA\[2\]AB\[cg\]\[gc\][^;]*\n;W\[ee\]\)]
