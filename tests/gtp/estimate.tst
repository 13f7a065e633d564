# estimate_score while the game is being played and at its end.
boardsize 9
komi 7.5
clear_board
play b e5
play w c3
# Two stones on an empty 9x9 board: nothing is settled, so the estimate is
# the playouts' expected area, which stays near the komi (GNU Go 3.8 says
# W+11.3 here). Splitting the open board by distance gave Black the centre
# and B+24.5.
1 estimate_score
#? [[BW]\+([0-9]|1[0-4])\.5 \(upper bound: -?\d+\.5, lower: -?\d+\.5\)]
# A settled 5x5 board: Black owns columns A and B, White D and E, column C
# is five dame. Black is to move, so he fills three of the five before the
# count (the hand count of judge's TestOddDame): 13 - 12 - 0.5 = B+0.5, and
# estimate_score agrees with final_score.
boardsize 5
komi 0.5
clear_board
play b b1
play w d1
play b b2
play w d2
play b b3
play w d3
play b b4
play w d4
play b b5
play w d5
2 final_score
#? [B\+0\.5]
3 estimate_score
#? [B\+0\.5 \(upper bound: -0\.5, lower: -0\.5\)]
# An even estimate: GNU Go 3.8 gives it to White, "W+0.0 (upper bound:
# 0.0, lower: 0.0)" on the empty 9x9 board with komi 0 ("traditionally W
# wins jigo"), and Kigo, which reads estimate_score as GNU Go writes it,
# takes any answer that does not start with W or B for no score at all.
boardsize 9
komi 0
clear_board
4 estimate_score
#? [W\+0\.0 \(upper bound: 0\.0, lower: 0\.0\)]
