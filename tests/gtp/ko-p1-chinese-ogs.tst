# RULES.md P1 (ko, send-two-return-one) under chinese-ogs (positional ko).
# Expected verdicts are those of RULES.md section 8, not our output.
kata-set-rules chinese-ogs
boardsize 6 5
gogui-setup w b5 b d5 b e5 w f5 w a4 b b4 b c4 b d4 w e4 w a3 b c3 w e3 w f3 b a2 b b2 w d2 w e2 w a1 w b1 w c1 w d1 w f1
10 gogui-rules_board
#? [\. O \. X X O\nO X X X O \.\nO \. X \. O O\nX X \. O O \.\nO O O O \. O]
20 play b f4
#? []
30 captures b
#? [1]
40 is_legal w f5
#? [0]
50 play w f5
#? [illegal move: (super)?ko]*
play w pass
play b d3
play w c5
60 play b a5
#? []
70 captures b
#? [3]
80 is_legal w b5
#? [0]
90 play w b5
#? [illegal move: superko]*
play w f5
play b pass

# W B5 returns one (legal: the position after B D3 had F4 black and F5 empty).
100 play w b5
#? []
110 play b f4
#? [illegal move: superko]*
play b pass
120 play w c5
#? []
130 is_legal b a5
#? [0]
140 is_legal b f4
#? [0]
150 play b a5
#? [illegal move: superko]*
