# CRLF line ends, as gtp2ogs sends them.

1 protocol_version
#? [2]
2 boardsize 9
#? []
3 play black e5
#? []
4 play white d5
#? []
5 list_stones black
#? [E5]
6 genmove white
#? [[A-HJ][1-9]]
7 name # a comment
#? [gtp-referee]
8	known_command	play
#? [true]
