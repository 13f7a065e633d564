# GoGui: rules program, analyze commands, play_sequence, setup.

1 gogui-rules_game_id
#? [Go]
2 gogui-rules_board_size
#? [19]
boardsize 5
3 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4 gogui-rules_side_to_move
#? [black]
5 gogui-rules_legal_moves
#? [A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1 pass]
6 gogui-play_sequence b c3 w c4 b d4 w b3
#? []
7 gogui-rules_side_to_move
#? [black]
8 gogui-rules_board
#? [\. \. \. \. \.\n\. \. O X \.\n\. O X \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
9 gogui-play_sequence b b4 w c5 b b4
#? [illegal move: occupied \(B B4\)]*
10 gogui-rules_board
#? [\. \. \. \. \.\n\. \. O X \.\n\. O X \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
11 gogui-play_sequence b b4 w
#? [syntax error.*]*
12 gogui-play_sequence b b4 w pass b c5
#? []
13 gogui-rules_captured_count
#? [1 0]
14 gogui-rules_side_to_move
#? [white]
15 gogui-rules_legal_moves
#? [A5 B5 D5 E5 A4 E4 A3 D3 E3 (?s).*pass]
16 gogui-rules_final_result
#? [Black .* stones, (wins|loses) by .* \([BW]\+[0-9.]+\)]
17 gogui-analyze_commands
#? [(?s).*plist/Legal Moves/all_legal %c\n.*plist/Chains in Atari/referee-atari.*]
18 gogui-analyze_commands
#? [(?s).*gfx/Area Map/referee-area\n.*bwboard/.*string/Chinese Count/referee-count.*]
# The search's candidates for GoGui (pspairs: point, win rate in percent),
# at most ten, on points where White may play.
70 gogui-analyze_commands
#? [(?s).*pspairs/Search Candidates/referee-candidates %c.*]
71 referee-candidates w
#? [[A-E][1-5] \d{1,3}( [A-E][1-5] \d{1,3}){0,9}]
72 referee-candidates
#? [syntax error.*]*
19 referee-area
#? [INFLUENCE( [A-E][1-5] -?1)+\nTEXT [BW]\+[0-9.]+]
20 referee-area_board
#? [([BWE] ){4}[BWE](\n([BWE] ){4}[BWE]){4}]
21 referee-count
#? [Black area \d+ \(\d+ stones\), White area \d+ \(\d+ stones\), dame \d+\n(?s).*]
22 referee-atari
#? [.*]
23 all_legal black
#? [.*C4.*]
24 gogui-title
#? [gtp-referee .*chinese-1988, 5x5, komi 5\.5]
25 gogui-interrupt
#? []
clear_board
26 gogui-setup b a1 w b2 b e5
#? []
27 list_stones b
#? [E5 A1]
28 undo
#? [cannot undo]*
29 gogui-setup_player w
#? []
30 gogui-rules_side_to_move
#? [white]
31 play w c3
#? []
32 undo
#? []
33 gogui-rules_side_to_move
#? [white]
34 gogui-setup b a1 x
#? [syntax error.*]*
35 gogui-setup b pass
#? [syntax error.*]*
36 gogui-setup_player
#? [syntax error.*]*
37 gogui-setup_player red
#? [syntax error.*]*
# Chinese count of an even position: 7x6, black wall on row 3, white on
# row 4 (RULES.md P9).
boardsize 7 6
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
komi 0.5
38 final_score
#? [W\+0\.5]
komi 0
39 final_score
#? [0]
40 gogui-rules_final_result
#? [Black 21 stones, draw \(0\)]
komi -0.5
41 final_score
#? [B\+0\.5]
# gogui-setup refuses a stone on an occupied point, a point named twice
# and a position that leaves a chain without liberties, naming the point,
# and a refused setup changes nothing. Setup stones used to overwrite
# (the history then named a black E5 where a white stone stood) and the
# chain without liberties stayed on the board.
boardsize 9
play b e5
42 gogui-setup w e5
#? [invalid setup: E5 is occupied]*
43 gogui-setup b e5
#? [invalid setup: E5 is occupied]*
44 list_stones white
#? []
45 move_history
#? [black E5]
46 gogui-setup b d4 w d4
#? [invalid setup: repeated vertex D4]*
47 list_stones black
#? [E5]
# White A1 between black A2 and B1: no liberty left.
48 gogui-setup b a2 b b1 w a1
#? [invalid setup: the white chain at A1 has no liberties]*
# The same stones in another order, and a chain that loses its last
# liberty to a stone already on the board.
49 gogui-setup w a1 b a2 b b1
#? [invalid setup: the white chain at A1 has no liberties]*
50 gogui-setup w a1 b a2
#? []
51 gogui-setup b b1
#? [invalid setup: the white chain at A1 has no liberties]*
52 list_stones black
#? [E5 A2]
53 list_stones white
#? [A1]
# Black's own chain too: B A1 A2 B1 after W A3 B2 C1 is a black chain
# of three stones without liberties, named at its first point (A1).
clear_board
54 gogui-setup w a3 w b2 w c1 b a1 b a2 b b1
#? [invalid setup: the black chain at A1 has no liberties]*
55 list_stones black
#? []
