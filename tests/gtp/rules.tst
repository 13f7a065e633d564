# Rules, komi and time settings.

1 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
2 get_komi
#? [5\.5]
3 komi 7.5
#? []
4 kata-set-rules tromp-taylor
#? []
5 kata-get-rules
#? [.*"ko":"POSITIONAL","scoring":"AREA","suicide":true.*"whiteHandicapBonus":"0".*]
6 kata-set-rules japanese
#? []
7 kata-get-rules
#? [.*"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0".*]
8 kata-set-rules aga
#? []
9 kata-get-rules
#? [.*"ko":"SITUATIONAL".*"whiteHandicapBonus":"N-1".*]
10 kata-set-rules {"ko":"SIMPLE","scoring":"AREA","suicide":false,"whiteHandicapBonus":"N"}
#? []
11 kata-get-rules
#? [.*"ko":"SIMPLE","scoring":"AREA","suicide":false.*"whiteHandicapBonus":"N".*]
# KataGo's kata-set-rules reads its rules without a komi
# (Rules::parseRulesWithoutKomi: "Unknown rules option: komi") and keeps the
# komi in force (CLIENTS.md section 2); its kata-get-rules has no komi key
# either. A JSON komi key set the komi here; it is refused, rules and komi
# unchanged.
12 kata-set-rules {"ko":"POSITIONAL","scoring":"AREA","suicide":true,"komi":6}
#? [unknown rules key "komi".*]*
13 get_komi
#? [7\.5]
14 kata-set-rules {"ko":"SPIGHT"}
#? [unsupported ko rule.*]*
15 kata-set-rules {"hasButton":true}
#? [button rules are not supported]*
16 kata-set-rules {not json
#? [invalid rules JSON.*]*
17 kata-set-rules no-such-rules
#? [unknown rules.*]*
18 kata-set-rules
#? [syntax error.*]*
19 kgs-rules chinese
#? []
20 kata-get-rules
#? [.*"ko":"POSITIONAL","scoring".*]
21 kgs-rules new_zealand
#? []
22 kata-get-rules
#? [.*"ko":"SITUATIONAL".*"suicide":true.*]
23 kgs-rules aga
#? []
24 kgs-rules japanese
#? []
25 kgs-rules go
#? [unknown kgs rules.*]*
26 komi -3
#? []
27 get_komi
#? [-3]
28 komi 0
#? []
29 get_komi
#? [0]
30 komi 1e9
#? []
31 komi abc
#? [syntax error: komi "abc" is not a float]*
32 komi NaN
#? [syntax error.*]*
33 komi
#? [syntax error.*]*
34 time_settings 0 1 0
#? []
35 time_settings 300 30 5
#? []
36 time_settings 300 x 5
#? [syntax error.*]*
37 time_settings 300 30
#? [syntax error.*]*
# Seconds are plain decimal numbers: not Go's other float syntax, which
# strconv.ParseFloat also reads (infinity, hexadecimal, underscores).
76 time_settings inf 30 5
#? [syntax error.*]*
77 time_settings 1_0 30 5
#? [syntax error.*]*
78 time_left b 0x10 0
#? [syntax error.*]*
79 kgs-time_settings byoyomi 600 Infinity 5
#? [syntax error.*]*
80 time_settings 300.5 30 5
#? []
81 time_left b 1e400 0
#? []
38 time_left b 120 0
#? []
39 time_left white 25 3
#? []
40 time_left g 25 3
#? [syntax error.*]*
# A clock that ran over (a GUI that lets a human go on, a server that
# subtracts the time used) sends negative seconds: GNU Go 3.8 answers "="
# and so do we (taken as no time left).
41 time_left b -1 0
#? []
53 time_left w -12 0
#? []
42 kgs-time_settings none
#? []
43 kgs-time_settings absolute 600
#? []
44 kgs-time_settings byoyomi 600 30 5
#? []
45 kgs-time_settings canadian 600 300 25
#? []
46 kgs-time_settings canadian 600 300
#? [syntax error.*]*
47 kgs-time_settings fischer 600 10
#? [syntax error.*]*
48 kgs-time_settings
#? [syntax error.*]*
# Changing the rules keeps the game.
kata-set-rules chinese-1988
boardsize 9
play b e5
play w e6
49 kata-set-rules chinese
#? []
50 move_history
#? [white E6\nblack E5]
51 kata-get-rules
#? [.*"ko":"SIMPLE".*]
# kata-set-rules refuses JSON null for a key: decoding it gave the zero
# value (komi 0, suicide false) instead of an error. A refused command
# changes neither komi nor rules, the keys given beside the null included.
kata-set-rules tromp-taylor
komi 6.5
54 kata-set-rules {"tax":null}
#? [rules key "tax": null is not a value]*
55 get_komi
#? [6\.5]
56 kata-set-rules {"suicide":null}
#? [rules key "suicide": null is not a value]*
57 kata-set-rules {"ko":"SIMPLE","suicide":null}
#? [rules key "suicide": null is not a value]*
58 kata-set-rules {"ko":null}
#? [rules key "ko": null is not a value]*
59 kata-get-rules
#? [.*"ko":"POSITIONAL","scoring":"AREA","suicide":true.*]
# komi takes a float written as a plain decimal number (GTP: "written in
# the conventional way"), an exponent included, but not Go's other float
# syntax that strconv.ParseFloat reads: underscores, hexadecimal. A
# refused komi leaves the komi as it was.
komi 6.5
60 komi 1_000
#? [syntax error: komi "1_000" is not a float]*
61 komi 0x1p-2
#? [syntax error: komi "0x1p-2" is not a float]*
62 komi Inf
#? [syntax error: komi "Inf" is not a float]*
63 get_komi
#? [6\.5]
64 komi .5
#? []
65 get_komi
#? [0\.5]
66 komi +2.5e1
#? []
67 get_komi
#? [25]
# kata-set-rules takes the keys KataGo knows and refuses any other, as
# KataGo does ("Unknown rules option"), changing nothing: an unknown key was
# ignored, komi and all. "score" is KataGo's other name for "scoring".
# friendlyPassOk is accepted, true too (KataGo's own chinese rules carry
# it; under area scoring false counts every stone alive), but only as a
# boolean.
kata-set-rules tromp-taylor
komi 6.5
68 kata-set-rules {"ko":"SIMPLE","foo":1}
#? [unknown rules key "foo"]*
69 kata-set-rules {"Ko":"SIMPLE"}
#? [unknown rules key "Ko"]*
70 get_komi
#? [6\.5]
71 kata-set-rules {"score":"TERRITORY"}
#? []
72 kata-get-rules
#? [.*"scoring":"TERRITORY".*]
73 kata-set-rules {"friendlyPassOk":"yes"}
#? [rules key "friendlyPassOk".*]*
74 kata-set-rules {"ko":"POSITIONAL","scoring":"AREA","suicide":false,"whiteHandicapBonus":"N","tax":"NONE","hasButton":false,"friendlyPassOk":true}
#? []
75 kata-get-rules
#? [.*"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N".*]
# kata-set-rules reads the other names KataGo's Rules::parseRules gives
# the rule sets a preset plays (KataGo's cpp/game/rules.cpp): bga and
# french are its aga rules, "new zealand" (two words) its nz rules,
# chineseogs its chinese-ogs rules. They were "unknown rules". The komi
# stays.
kata-set-rules chinese-1988
komi 6.5
82 kata-set-rules bga
#? []
83 kata-get-rules
#? [.*"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1".*]
84 kata-set-rules new zealand
#? []
85 kata-get-rules
#? [.*"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0".*]
86 kata-set-rules chineseogs
#? []
87 kata-get-rules
#? [.*"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N".*]
88 kata-set-rules stone-scoring
#? [unsupported rules "stone-scoring".*]*
89 kata-set-rules aga-button
#? [unsupported rules "aga-button": button rules are not supported]*
# A JSON without a tax key has the tax of its scoring, as KataGo's
# Rules::parseRules (cpp/game/rules.cpp) derives it: "if(!taxSpecified)
# taxRule = (scoringRule == SCORING_TERRITORY ? TAX_SEKI : TAX_NONE)". So
# Japanese rules given without their tax are the japanese preset (GoGui's
# title names it), and area scoring from japanese drops the seki tax. The
# tax of the rules before stayed: territory with no seki tax, a custom set.
# The other rules a JSON leaves out are KataGo's defaults too (its
# Rules::parseRules starts from Rules::getTrompTaylorish): area scoring
# alone is Tromp-Taylor's rules, positional superko and suicide legal, not
# japanese's simple ko and suicide rule.
kata-set-rules chinese-1988
90 kata-set-rules {"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"whiteHandicapBonus":"0"}
#? []
91 kata-get-rules
#? [.*"ko":"SIMPLE".*"scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0".*]
92 gogui-title
#? [.*: japanese, .*]
93 kata-set-rules {"scoring":"AREA"}
#? []
94 kata-get-rules
#? [.*"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0".*]
