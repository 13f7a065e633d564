# End of play, RULES.md section 1 (Art. 2, 7, 21) and section 3.
# Two consecutive passes end play; a single pass does not, and a player who
# passed may play on; after two passes a disagreement is resolved by actual
# play, so a move resumes the game, and two more passes end it again. A
# pass is always legal, also where the position it leaves has occurred
# before (superko never forbids a pass).
boardsize 9
clear_board
10 play b pass
#? []
20 gogui-rules_legal_moves
#? [.* pass]
30 play w e5
#? []
40 play b pass
#? []
50 gogui-rules_side_to_move
#? [white]
60 play w pass
#? []
70 gogui-rules_legal_moves
#? []
80 play b d5
#? []
90 gogui-rules_side_to_move
#? [white]
100 gogui-rules_legal_moves
#? [.* pass]
110 play w pass
#? []
120 is_legal b pass
#? [1]
130 play b pass
#? []
140 gogui-rules_legal_moves
#? []
# Passes recreate the same board again and again: still legal.
kata-set-rules chinese-1988
150 play w pass
#? []
160 play b pass
#? []
170 is_legal w pass
#? [1]
kata-set-rules aga
180 play w pass
#? []
190 play b pass
#? []
# Under simple ko, passes alone are no cycle of play: a game resumed after
# two passes and passed out again (or extra passes from a client) ends
# with a count, not with no result. One black stone on 9x9: Black owns the
# board, 81 - 7.5 = B+73.5 by area (chinese); 80 - 6.5 = B+73.5 by
# territory (japanese). Hand counts.
kata-set-rules chinese
clear_board
komi 7.5
play b e5
play w pass
play b pass
play w pass
play b pass
play w pass
200 play b pass
#? []
210 gogui-rules_final_result
#? [Black 81 stones, wins by .*\(B\+73\.5\)]
220 final_score
#? [B\+73\.5]
kata-set-rules japanese
komi 6.5
clear_board
play b e5
play w pass
play b pass
play w pass
play b pass
play w pass
play b pass
230 final_score
#? [B\+73\.5]
240 printsgf
#? [(?s).*RE\[B\+73\.5\].*]
