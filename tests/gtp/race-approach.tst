# A race that needs an approach move, passed out (found by the audit of
# classic positions, session 31). Black's F2 G2 have the liberties F1 and
# G1; White's C2 D2 E2 E1 have D1 and F1, and Black's D1 would put his C1
# in atari, so Black must first play B1 and White wins even with Black to
# move: F2 G2 are dead. D1 looks like the shared liberty of a seki, but
# once F2 G2 are off White's chain has their points as liberties: nothing
# is in seki. Hand count: Black 35 points in the upper left and A2 B2 A1
# B1 C1, 40; White 28 in the upper right and C2 D2 E2 F2 G2 H2 J2, E1 F1
# G1 H1 J1, 40; D1 dame: W+7.5.
boardsize 9
clear_board
komi 7.5
gogui-setup b E9 b E8 b E7 b A6 b B6 b C6 b D6 b E6 b E5 b E4 b A3 b B3 b C3 b D3 b E3 b A2 b B2 b F2 b G2 b A1 b C1
gogui-setup w F9 w F8 w F7 w F6 w G6 w H6 w J6 w F5 w F4 w F3 w G3 w H3 w J3 w C2 w D2 w E2 w H2 w E1 w H1
play b pass
play w pass
1 final_status_list dead
#? [F2 G2|G2 F2]
2 final_status_list seki
#? []
3 final_status D2
#? [alive]
4 final_status D1
#? [dame]
5 final_score
#? [W\+7.5]
