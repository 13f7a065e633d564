# Final status and score of settled positions (the dead-stone judgment).
# Expected values come from hand counts and RULES.md P6, not from our output.

# A black ring on the third line of a 9x9 board around a lone white stone:
# the white stone is dead by any judgment, Black owns all 81 points.
boardsize 9
clear_board
komi 0
gogui-setup b C3 b D3 b E3 b F3 b G3 b C4 b G4 b C5 b G5 b C6 b G6 b C7 b D7 b E7 b F7 b G7 w E5
play b pass
play w pass
1 final_status_list dead
#? [E5]
2 final_status_list alive
#? [C7 D7 E7 F7 G7 C6 G6 C5 G5 C4 G4 C3 D3 E3 F3 G3]
3 final_status_list seki
#? []
4 final_status E5
#? [dead]
5 final_status C3
#? [alive]
6 final_status A1
#? [black_territory]
7 final_score
#? [B\+81]
8 gogui-rules_final_result
#? [Black 81 stones, wins by 40 1/2 stones \(B\+81\)]
9 final_status pass
#? [syntax error.*]*
10 final_status Z9
#? [syntax error.*]*
11 referee-ownership
#? [(?s)1\.00 1\.00 .*]
12 gogui-analyze_commands
#? [(?s).*dboard/Ownership/referee-ownership.*plist/Dead Stones/final_status_list dead.*plist/Unsettled Stones/referee-unsettled.*]
# Nothing is in doubt in this finished position.
16 referee-unsettled
#? []
13 kgs-rules japanese
#? []
14 komi 0
#? []
# Territory: 64 empty points + the dead stone's point, plus one prisoner.
15 final_score
#? [B\+66]

# RULES.md P6: a seki, 9x9, komi 0.5. Area count W+4.5 (Black 27 + 9,
# White 33 + 7 including the seki eyes F9 and J6); no stone is dead.
kgs-rules chinese
boardsize 9
clear_board
komi 0.5
gogui-setup b B9 b D9 w E9 w G9 b J9 b D8 w E8 w F8 w G8 b H8 b B7 b C7 b D7 b E7 b F7 b G7 w H7 w J7 b A6 w B6 w C6 w D6 w E6 w F6 b G6 w H6 b A5 w B5 w D5 w F5 b G5 w H5 w J5 b A4 w B4 w C4 w D4 w E4 w F4 b G4 b H4 b J4 b A3 b B3 b C3 w D3 w H3 w J3 b B2 b C2 b D2 w E2 w F2 w G2 w H2 b B1 b D1 w E1 w G1 w J1
play b pass
play w pass
20 final_score
#? [W\+4\.5]
21 final_status_list dead
#? []
22 final_status H8
#? [seki]
23 final_status J7
#? [seki]
24 final_status A9
#? [black_territory]
25 final_status C5
#? [white_territory]
26 final_status E3
#? [dame]
# A seki is settled: no stone is left unsettled.
27 referee-unsettled
#? []

# Four opening stones on 9x9: no stone's fate is decided while the board is
# open (either side can still attack any of them), so the three stones near
# the edges are unsettled, listed top row first; the count resolves them.
# The centre stone E5 keeps about 0.7 of the playouts' ownership, the alive
# threshold, so it may be listed or not.
boardsize 9
clear_board
komi 7.5
play b E5
play w C3
play b G7
play w C7
28 referee-unsettled
#? [C7 G7 (E5 )?C3]
29 final_status_list dead
#? []

# GNU Go's lists of empty points. 5x5, a black wall on column B and a white
# wall on column D: column A is Black's, column E White's, column C dame.
boardsize 5
clear_board
komi 0
gogui-setup b B1 b B2 b B3 b B4 b B5 w D1 w D2 w D3 w D4 w D5
play b pass
play w pass
30 final_status_list black_territory
#? [A5 A4 A3 A2 A1]
31 final_status_list white_territory
#? [E5 E4 E3 E2 E1]
32 final_status_list dame
#? [C5 C4 C3 C2 C1]
33 final_score
#? [0]
34 final_status_list territory
#? [syntax error.*]*
# A margin of seven digits is written in fixed point, in final_score and in
# the record's RE (GTP and SGF: a sign and a real, no exponent): on 5x5
# Black's one stone owns all 25 points, komi 2000000.5, so White wins by
# 2000000.5 - 25 = 1999975.5. %g wrote W+1.9999755e+06.
boardsize 5
clear_board
komi 2000000.5
play b c3
play b pass
play w pass
35 final_score
#? [W\+1999975\.5]
36 printsgf
#? [(?s).*KM\[2000000\.5\].*RE\[W\+1999975\.5\].*]
37 gogui-rules_final_result
#? [Black 25 stones, loses by 999987 3/4 stones \(W\+1999975\.5\)]
