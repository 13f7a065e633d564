# RULES.md P1 (ko, send-two-return-one) under chinese (simple ko).
# Expected verdicts are those of RULES.md section 8, not our output.
kata-set-rules chinese
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
#? [illegal move: ko]*
play w pass
play b d3
play w c5
60 play b a5
#? []
70 captures b
#? [3]
80 is_legal w b5
#? [1]
90 is_legal w f5
#? [1]
play w f5
play b pass
100 play w b5
#? []
110 is_legal b f4
#? [1]
play b pass
120 play w c5
#? []
130 is_legal b a5
#? [1]
140 is_legal b f4
#? [1]

# Simple ko: W C5, B A5, W B5 cycle; the position after B A5 with White to move (first after B pass, move 7) recurs a third time at move 15.
150 play b a5
#? []
160 play w b5
#? []
170 play b pass
#? []
180 play w c5
#? []
190 gogui-rules_legal_moves
#? [.*pass]
200 play b a5
#? []
210 gogui-rules_legal_moves
#? []
225 gogui-rules_side_to_move
#? [white]
226 gogui-rules_legal_moves
#? []
230 gogui-rules_final_result
#? [Void.*]
# final_score has no count to give: GTP's failure "cannot score" (GTP 2 on
# final_score: "If the engine is unable to determine the score, fails with
# error message cannot score"), the reason after a colon (CLIENTS.md section
# 1); gogui-twogtp records "?". It was "? no result: ..." alone.
231 final_score
#? [cannot score: no result: a full-board cycle under simple ko]*
