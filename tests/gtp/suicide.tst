# RULES.md section 1, Art. 3-5, and the suicide column of section 5, under
# every preset. 5x5, Black A2 B1, White A3 B2 C1: Black's two stones have
# the one liberty A1 between them.
# - W A1 has no liberty of its own but takes A2 and B1 first (the
#   opponent's chains go before the mover's own is tested): legal everywhere.
# - B A1 joins A2 and B1 into a chain without liberty that takes nothing:
#   multi-stone suicide, legal only under tromp-taylor and new-zealand,
#   where the three black stones leave the board.
# - single-stone suicide (P2) is illegal under every preset.
boardsize 5

kata-set-rules chinese-1988
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
110 is_legal b a1
#? [0]
120 play b a1
#? [illegal move: suicide]*
130 play w a1
#? []
140 captures w
#? [2]
150 list_stones b
#? []
clear_board
gogui-setup b a2 b b1
160 is_legal w a1
#? [0]
170 play w a1
#? [illegal move: suicide]*

kata-set-rules chinese
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
210 is_legal b a1
#? [0]
220 play b a1
#? [illegal move: suicide]*
230 play w a1
#? []
240 captures w
#? [2]
250 list_stones b
#? []
clear_board
gogui-setup b a2 b b1
260 is_legal w a1
#? [0]
270 play w a1
#? [illegal move: suicide]*

kata-set-rules chinese-kgs
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
310 is_legal b a1
#? [0]
320 play b a1
#? [illegal move: suicide]*
330 play w a1
#? []
340 captures w
#? [2]
350 list_stones b
#? []
clear_board
gogui-setup b a2 b b1
360 is_legal w a1
#? [0]
370 play w a1
#? [illegal move: suicide]*

kata-set-rules chinese-ogs
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
410 is_legal b a1
#? [0]
420 play b a1
#? [illegal move: suicide]*
430 play w a1
#? []
440 captures w
#? [2]
450 list_stones b
#? []
clear_board
gogui-setup b a2 b b1
460 is_legal w a1
#? [0]
470 play w a1
#? [illegal move: suicide]*

kata-set-rules tromp-taylor
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
510 is_legal b a1
#? [1]
520 play b a1
#? []
530 list_stones b
#? []
540 list_stones w
#? [A3 B2 C1]
550 play w a1
#? []
clear_board
gogui-setup b a2 b b1
560 is_legal w a1
#? [0]
570 play w a1
#? [illegal move: suicide]*

kata-set-rules japanese
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
610 is_legal b a1
#? [0]
620 play b a1
#? [illegal move: suicide]*
630 play w a1
#? []
640 captures w
#? [2]
650 list_stones b
#? []
clear_board
gogui-setup b a2 b b1
660 is_legal w a1
#? [0]
670 play w a1
#? [illegal move: suicide]*

kata-set-rules korean
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
710 is_legal b a1
#? [0]
720 play b a1
#? [illegal move: suicide]*
730 play w a1
#? []
740 captures w
#? [2]
750 list_stones b
#? []
clear_board
gogui-setup b a2 b b1
760 is_legal w a1
#? [0]
770 play w a1
#? [illegal move: suicide]*

kata-set-rules aga
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
810 is_legal b a1
#? [0]
820 play b a1
#? [illegal move: suicide]*
830 play w a1
#? []
840 captures w
#? [2]
850 list_stones b
#? []
clear_board
gogui-setup b a2 b b1
860 is_legal w a1
#? [0]
870 play w a1
#? [illegal move: suicide]*

kata-set-rules new-zealand
clear_board
gogui-setup b a2 b b1 w a3 w b2 w c1
910 is_legal b a1
#? [1]
920 play b a1
#? []
930 list_stones b
#? []
940 list_stones w
#? [A3 B2 C1]
950 play w a1
#? []
clear_board
gogui-setup b a2 b b1
960 is_legal w a1
#? [0]
970 play w a1
#? [illegal move: suicide]*
