# Counts of RULES.md section 8 through final_score.
#
# P9 (draws), 7x6, a black wall on row 3 and a white wall on row 4, two
# passes, under every preset: komi 0.5 -> W+0.5, komi 0 -> 0 (a draw),
# komi -0.5 -> B+0.5 (by area 21 against 21; by territory 14 against 14).
kata-set-rules chinese-1988
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
110 final_score
#? [W\+0\.5]
komi 0
120 final_score
#? [0]
komi -0.5
130 final_score
#? [B\+0\.5]
kata-set-rules chinese
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
210 final_score
#? [W\+0\.5]
komi 0
220 final_score
#? [0]
komi -0.5
230 final_score
#? [B\+0\.5]
kata-set-rules chinese-kgs
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
310 final_score
#? [W\+0\.5]
komi 0
320 final_score
#? [0]
komi -0.5
330 final_score
#? [B\+0\.5]
kata-set-rules chinese-ogs
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
410 final_score
#? [W\+0\.5]
komi 0
420 final_score
#? [0]
komi -0.5
430 final_score
#? [B\+0\.5]
kata-set-rules tromp-taylor
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
510 final_score
#? [W\+0\.5]
komi 0
520 final_score
#? [0]
komi -0.5
530 final_score
#? [B\+0\.5]
kata-set-rules japanese
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
610 final_score
#? [W\+0\.5]
komi 0
620 final_score
#? [0]
komi -0.5
630 final_score
#? [B\+0\.5]
kata-set-rules korean
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
710 final_score
#? [W\+0\.5]
komi 0
720 final_score
#? [0]
komi -0.5
730 final_score
#? [B\+0\.5]
kata-set-rules aga
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
810 final_score
#? [W\+0\.5]
komi 0
820 final_score
#? [0]
komi -0.5
830 final_score
#? [B\+0\.5]
kata-set-rules new-zealand
boardsize 7 6
clear_board
gogui-setup b a3 b b3 b c3 b d3 b e3 b f3 b g3 w a4 w b4 w c4 w d4 w e4 w f4 w g4
play b pass
play w pass
komi 0.5
910 final_score
#? [W\+0\.5]
komi 0
920 final_score
#? [0]
komi -0.5
930 final_score
#? [B\+0\.5]

# P8, 4x5, komi 7.5. Suicide illegal (chinese-1988): White's A3 A2 B2 are
# dead inside Black's pass-alive area, all 20 points are Black's: B+12.5,
# in stones 20 - 10 - 3 3/4 = 6 1/4. Tromp-Taylor (every stone alive):
# Black 9 stones + 7 empty, White 3, A1 dame: B+5.5 (RULES.md, derived).
kata-set-rules chinese-1988
boardsize 4 5
clear_board
komi 7.5
gogui-setup b d5 b a4 b b4 w a3 b b3 b c3 b d3 w a2 w b2 b c2 b b1 b d1
play b pass
play w pass
1010 final_status_list dead
#? [A3 A2 B2]
1020 final_score
#? [B\+12\.5]
1030 gogui-rules_final_result
#? [Black 20 stones, wins by 6 1/4 stones \(B\+12\.5\)]
kata-set-rules chinese
boardsize 4 5
clear_board
komi 7.5
gogui-setup b d5 b a4 b b4 w a3 b b3 b c3 b d3 w a2 w b2 b c2 b b1 b d1
play b pass
play w pass
1110 final_status_list dead
#? [A3 A2 B2]
1120 final_score
#? [B\+12\.5]
1130 gogui-rules_final_result
#? [Black 20 stones, wins by 6 1/4 stones \(B\+12\.5\)]
kata-set-rules tromp-taylor
boardsize 4 5
clear_board
komi 7.5
gogui-setup b d5 b a4 b b4 w a3 b b3 b c3 b d3 w a2 w b2 b c2 b b1 b d1
play b pass
play w pass
1210 final_status_list dead
#? []
1220 final_score
#? [B\+5\.5]
# Only the Chinese presets word the result in stones (RULES.md section
# 5); Tromp-Taylor, AGA and New Zealand count the same area in points.
1230 gogui-rules_final_result
#? [B\+5\.5]
kata-set-rules aga
boardsize 4 5
clear_board
komi 7.5
gogui-setup b d5 b a4 b b4 w a3 b b3 b c3 b d3 w a2 w b2 b c2 b b1 b d1
play b pass
play w pass
1310 final_score
#? [B\+12\.5]
1320 gogui-rules_final_result
#? [B\+12\.5]
