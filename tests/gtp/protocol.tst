# Protocol basics: ids, case, comments, empty lines, tabs, unknown commands.

1 protocol_version
#? [2]
2 name
#? [gtp-referee]
3 version
#? [\d+\.\d+]
4 known_command play
#? [true]
5 known_command no_such_command
#? [false]
6 KNOWN_COMMAND GENMOVE
#? [true]
7 no_such_command
#? [unknown command]*
8 list_commands
#? [(?s).*\nplay\n.*]
9 list_commands
#? [(?s).*\ngogui-rules_legal_moves\n.*]
10 list_commands
#? [(?s).*final_status_list.*kata-get-rules.*]
# The GTP 2 specification says known_command "fails: never": without an
# argument it answers false, as GNU Go 3.8 does ("= false").
11 known_command
#? [false]

# Comments after a command are ignored.
20 name # a comment
#? [gtp-referee]
21	name
#? [gtp-referee]
22 play	b	d4
#? []
23 PLAY W Q16
#? []
24 move_history
#? [white Q16\nblack D4]
25 play BLACK q4
#? []
26 play White d16
#? []
27 play b Q4
#? [illegal move: occupied]*
28 play x d5
#? [syntax error.*]*
29 play b
#? [syntax error.*]*
30 play b d4 extra
#? [syntax error.*]*
31 play b i5
#? [syntax error.*]*
32 play b z99
#? [illegal move: off board]*
39 play b 4d
#? [syntax error.*]*
33 play b d0
#? [syntax error.*]*
34 play b pass
#? []
35 play w PASS
#? []
36 move_history
#? [white PASS\nblack PASS\nwhite D16\nblack Q4\nwhite Q16\nblack D4]
37 gogui-interrupt
#? []
38 known_command quit
#? [true]

# An analysis command with a key KataGo does not know fails at once, as
# KataGo's GTP fails it ("Could not parse analyze arguments or arguments
# out of range"), and no stream opens. The key was ignored.
50 kata-analyze b 10 foo 1
#? [syntax error: unknown key "foo"]*
51 lz-analyze 10 bogus true
#? [syntax error: unknown key "bogus"]*
