# RULES.md P10 (which captures make a simple-ko ban, 9x9) under chinese-ogs (positional ko).
# Expected verdicts from RULES.md section 8: a ko capture takes exactly one
# stone and leaves the capturing stone alone with one liberty; Black's only
# one is F3 (takes G3), White's are G5 (takes G4) and A1 (takes B1). After a
# pass by each side the recapture recreates the start with the same player
# to move: legal under simple ko, superko under positional and situational
# superko (section 3). White moves first in the second and third parts, as
# the text lists White's captures from the diagram.
kata-set-rules chinese-ogs
boardsize 9
gogui-setup w f9 b g9 b h9 w c8 w e8 w g8 w h8 b j8 w b7 b c7 w d7 w f7 b g7 b h7 w b6 w d6 b g6 b b5 w c5 b d5 b f5 b h5 w j5 b c4 w f4 b g4 w h4 w e3 w g3 b h3 b j3 b a2 w b2 w f2 b g2 w h2 b j2 b b1 w c1 b f1 w h1 w j1
10 gogui-rules_board
#? [\. \. \. \. \. O X X \.\n\. \. O \. O \. O O X\n\. O X O \. O X X \.\n\. O \. O \. \. X \. \.\n\. X O X \. X \. X O\n\. \. X \. \. O X O \.\n\. \. \. \. O \. O X X\nX O \. \. \. O X O X\n\. X O \. \. X \. O O]
20 play b f3
#? []
30 captures b
#? [1]
40 is_legal w g3
#? [0]
50 play w g3
#? [illegal move: ko]*
play w pass
play b pass
60 is_legal w g3
#? [0]
70 play w g3
#? [illegal move: superko]*

# White first: G5 takes G4.
clear_board
gogui-setup w f9 b g9 b h9 w c8 w e8 w g8 w h8 b j8 w b7 b c7 w d7 w f7 b g7 b h7 w b6 w d6 b g6 b b5 w c5 b d5 b f5 b h5 w j5 b c4 w f4 b g4 w h4 w e3 w g3 b h3 b j3 b a2 w b2 w f2 b g2 w h2 b j2 b b1 w c1 b f1 w h1 w j1
gogui-setup_player w
100 play w g5
#? []
110 captures w
#? [1]
120 play b g4
#? [illegal move: ko]*
play b pass
play w pass
130 is_legal b g4
#? [0]
140 play b g4
#? [illegal move: superko]*

# White first without gogui-setup_player: A1 takes B1.
clear_board
gogui-setup w f9 b g9 b h9 w c8 w e8 w g8 w h8 b j8 w b7 b c7 w d7 w f7 b g7 b h7 w b6 w d6 b g6 b b5 w c5 b d5 b f5 b h5 w j5 b c4 w f4 b g4 w h4 w e3 w g3 b h3 b j3 b a2 w b2 w f2 b g2 w h2 b j2 b b1 w c1 b f1 w h1 w j1
200 play w a1
#? []
210 captures w
#? [1]
220 is_legal b b1
#? [0]
play b pass
play w pass
230 is_legal b b1
#? [0]
240 play b b1
#? [illegal move: superko]*

# Captures that make no ban (derived by hand from the diagram): B J4 takes
# H4 and joins J3 H3 J2, whose last liberty is then H4, so W H4 at once
# takes four; W J9 takes G9 H9 (two stones), and B H9 at once takes J9.
# captures counts every stone taken so far.
clear_board
gogui-setup w f9 b g9 b h9 w c8 w e8 w g8 w h8 b j8 w b7 b c7 w d7 w f7 b g7 b h7 w b6 w d6 b g6 b b5 w c5 b d5 b f5 b h5 w j5 b c4 w f4 b g4 w h4 w e3 w g3 b h3 b j3 b a2 w b2 w f2 b g2 w h2 b j2 b b1 w c1 b f1 w h1 w j1
300 play b j4
#? []
310 captures b
#? [1]
320 is_legal w h4
#? [1]
330 play w h4
#? []
340 captures w
#? [4]
350 play b pass
#? []
360 play w j9
#? []
370 captures w
#? [6]
380 play b h9
#? []
390 captures b
#? [2]
