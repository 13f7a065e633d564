# RULES.md P3 (eternal life, 8x5) under korean (simple ko).
kata-set-rules korean
rectangular_boardsize 8 5
gogui-setup w a4 w b4 w c4 w d4 w e4 w f4 b a3 b b3 b c3 b d3 b e3 w f3 b a2 w b2 w c2 w d2 b e2 b f2 w g2 w h2 w b1 b d1 w f1 b g1
10 play b c1
#? []
20 play w e1
#? []
30 captures w
#? [2]
40 play b d1
#? []
50 captures b
#? [2]
60 play w f1
#? []
70 play b c1
#? []
80 play w e1
#? []
90 play b d1
#? []
100 gogui-rules_legal_moves
#? [.*pass]
110 play w f1
#? []
120 gogui-rules_legal_moves
#? []
130 gogui-rules_final_result
#? [Void.*]
# final_score has no count to give: GTP's failure "cannot score" (GTP 2 on
# final_score: "If the engine is unable to determine the score, fails with
# error message cannot score"), the reason after a colon (CLIENTS.md section
# 1); gogui-twogtp records "?". It was "? no result: ..." alone.
131 final_score
#? [cannot score: no result: a full-board cycle under simple ko]*
