# Territory counting and KataGo's tax key, on RULES.md P6 (a seki, 9x9,
# komi 0.5, two passes; no stone is dead).
# Hand counts: Black's territory is A9 C9 A8 B8 C8 A7 A2 A1 C1 (9), White's
# F9 J6 C5 E5 J2 F1 H1 (7), of which F9 and J6 are eyes of White groups in
# seki; H9 J8 E3 F3 G3 are dame; no prisoners.
#   - seki eyes counted (tax NONE): 9 - 7 - 0.5 = B+1.5, as RULES.md says;
#   - seki eyes not counted (tax SEKI, the japanese and korean presets):
#     9 - 5 - 0.5 = B+3.5. RULES.md writes W+0.5 here, which takes the two
#     eyes off Black's count instead of White's (they are White's: the
#     area count of the same diagram gives them to White); we follow the
#     hand count.
#   - by area: Black 27 + 9, White 33 + 7: W+4.5 (RULES.md).
kata-set-rules japanese
boardsize 9
clear_board
komi 0.5
gogui-setup b B9 b D9 w E9 w G9 b J9 b D8 w E8 w F8 w G8 b H8 b B7 b C7 b D7 b E7 b F7 b G7 w H7 w J7 b A6 w B6 w C6 w D6 w E6 w F6 b G6 w H6 b A5 w B5 w D5 w F5 b G5 w H5 w J5 b A4 w B4 w C4 w D4 w E4 w F4 b G4 b H4 b J4 b A3 b B3 b C3 w D3 w H3 w J3 b B2 b C2 b D2 w E2 w F2 w G2 w H2 b B1 b D1 w E1 w G1 w J1
play b pass
play w pass
10 final_score
#? [B\+3\.5]
20 kata-set-rules korean
#? []
30 final_score
#? [B\+3\.5]
# A rule a JSON leaves out is KataGo's default for it (its
# Rules::parseRules starts from Rules::getTrompTaylorish: positional
# superko, area scoring, suicide legal), not the rule in force: the
# territory rules are given whole.
40 kata-set-rules {"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"NONE"}
#? []
50 kata-get-rules
#? [.*"ko":"SIMPLE".*"scoring":"TERRITORY".*"tax":"NONE".*]
60 final_score
#? [B\+1\.5]
70 kata-set-rules {"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI"}
#? []
80 kata-get-rules
#? [.*"scoring":"TERRITORY".*"tax":"SEKI".*]
90 final_score
#? [B\+3\.5]
# KataGo's third tax rule (every group pays two points) is not one of ours.
100 kata-set-rules {"tax":"ALL"}
#? [unsupported tax rule.*]*
110 kata-get-rules
#? [.*"tax":"SEKI".*]
120 kata-set-rules {"scoring":"TERRITORY","tax":"none"}
#? []
# Rules that match no preset: each change of them is counted afresh.
130 kata-set-rules {"ko":"SITUATIONAL","scoring":"TERRITORY","tax":"NONE"}
#? []
140 final_score
#? [B\+1\.5]
150 kata-set-rules {"ko":"SITUATIONAL","scoring":"AREA"}
#? []
160 kata-get-rules
#? [.*"ko":"SITUATIONAL".*"scoring":"AREA".*"tax":"NONE","whiteHandicapBonus":"0".*]
170 final_score
#? [W\+4\.5]
180 kata-set-rules {"scoring":"TERRITORY","tax":"SEKI"}
#? []
190 final_score
#? [B\+3\.5]
# The empty points as counted: with the seki eyes not counted, F9 and J6
# are dame, as GNU Go 3.8 --japanese-rules says of seki eyes; counted
# (tax NONE, and by area), they are White's.
192 final_status F9
#? [dame]
194 final_status_list dame
#? [F9 H9 J8 J6 E3 F3 G3]
196 final_status_list white_territory
#? [C5 E5 J2 F1 H1]
kata-set-rules {"scoring":"TERRITORY","tax":"NONE"}
197 final_status J6
#? [white_territory]
198 final_status_list dame
#? [H9 J8 E3 F3 G3]
kata-set-rules chinese
199 final_status F9
#? [white_territory]

# Prisoners and dead stones. 9x9, komi 0.5: a black wall on column E, a
# white wall on column F; Black takes the white stone B4 during play; White
# C7 is left dead in Black's area. Hand count, the same as GNU Go 3.8's
# final_score with --japanese-rules and --chinese-rules:
#   area: Black 45 (columns A-E), White 36: B+8.5 whatever the dead stone;
#   territory: Black 45 - 9 wall - 4 stones = 32 empty points and C7, plus
#   the prisoner B4 and the dead C7: 34; White 36 - 9 - 3 = 24: B+9.5
#   (B+8.5 before C7 was played).
kata-set-rules japanese
boardsize 9
clear_board
komi 0.5
play b e1
play w f1
play b e2
play w f2
play b e3
play w f3
play b e4
play w f4
play b e5
play w f5
play b e6
play w f6
play b e7
play w f7
play b e8
play w f8
play b e9
play w f9
play b b5
play w b4
play b a4
play w h5
play b b3
play w j6
play b c4
play w h7
play b pass
play w pass
200 captures b
#? [1]
210 final_score
#? [B\+8\.5]
play w c7
play b pass
play w pass
220 final_status_list dead
#? [C7]
230 final_score
#? [B\+9\.5]
kata-set-rules korean
240 final_score
#? [B\+9\.5]
kata-set-rules chinese
250 final_score
#? [B\+8\.5]

# A teire with no dame left, in a game not passed out. 9x9, komi 0.5: a
# black wall on column D and along row 1 (E1-H1), a white wall on column E
# and along row 2 (F2-H2), White J3 and J1; Black passed, White to move.
# White J1 is in atari: Black's J2 would take it and start a ko, so White
# connects at J2 inside his own territory (a teire) before the end.
# Hand count: Black has the 27 points of columns A-C; White F3-J9 less the
# stone J3, 27 points, once J2 is filled; no prisoners: 27 - 27 - 0.5 =
# W+0.5 by territory. By area the teire changes nothing: Black 13 stones
# + 27, White 13 + 28 (J2 included): W+1.5. GNU Go 3.8 gives W+0.5 with
# --japanese-rules and W+1.5 with --chinese-rules. The count by territory
# took the filling's margin by area, where a teire costs a point only
# while a dame is left for the opponent, and said W+1.5.
kata-set-rules japanese
boardsize 9
clear_board
komi 0.5
play b d1
play w e2
play b d2
play w e3
play b d3
play w e4
play b d4
play w e5
play b d5
play w e6
play b d6
play w e7
play b d7
play w e8
play b d8
play w e9
play b d9
play w f2
play b e1
play w g2
play b f1
play w h2
play b g1
play w j3
play b h1
play w j1
play b pass
300 final_score
#? [W\+0\.5]
310 gogui-rules_final_result
#? [Black 27 territory \+ 0 prisoners, White 27 \+ 0, komi 0\.5 \(W\+0\.5\)]
kata-set-rules korean
320 final_score
#? [W\+0\.5]
kata-set-rules chinese
330 final_score
#? [W\+1\.5]
