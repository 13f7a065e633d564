# RULES.md P4 (triple ko, 7x6) under japanese (simple ko).
kata-set-rules japanese
boardsize 7 6
gogui-setup w a6 w b6 w c6 w d6 w e6 w f6 w g6 w a5 b b5 w c5 w e5 w g5 b a4 b c4 w d4 b e4 w f4 b g4 b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a2 w b2 w c2 w d2 w e2 w f2 w g2
10 play b d5
#? []
20 play w b4
#? []
30 play b f5
#? []
40 play w d4
#? []
50 play b b5
#? []
60 play w f4
#? []
70 play b d5
#? []
80 play w b4
#? []
90 play b f5
#? []
100 play w d4
#? []
110 play b b5
#? []
120 gogui-rules_legal_moves
#? [.*pass]
130 play w f4
#? []
140 gogui-rules_legal_moves
#? []
150 gogui-rules_final_result
#? [Void.*]
# final_score has no count to give: GTP's failure "cannot score" (GTP 2 on
# final_score: "If the engine is unable to determine the score, fails with
# error message cannot score"), the reason after a colon (CLIENTS.md section
# 1); gogui-twogtp records "?". It was "? no result: ..." alone.
151 final_score
#? [cannot score: no result: a full-board cycle under simple ko]*
