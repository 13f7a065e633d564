# RULES.md P5 (positional vs situational) and P2 (single-stone suicide) under korean.
kata-set-rules korean
boardsize 9
gogui-play_sequence b a2 w b1 b b2 w c2 b b3 w d1 b a3 w a1
10 play b c1
#? []
20 captures b
#? [2]
30 is_legal w b1
#? [1]
40 play w b1
#? []
boardsize 3
play b a2
play b b1
50 is_legal w a1
#? [0]
60 play w a1
#? [illegal move: suicide]*
