// Package bench holds the benchmarks that `gtp-referee bench` runs: light
// playouts, the replay of game records, area counts, the search, the GTP
// front end as a client sees it through a pipe, and the count of the final
// positions of records (with GNU Go 3.8's final_score timed beside it in the
// same run).
//
// Each benchmark times its work in parts, each part on its own, and reports
// the median part: a burst of other work on the machine then spoils a part,
// not the figure (the mean over the whole run is reported too). A benchmark
// returns a report whose JSON form is the line the command prints; reading
// files, flags and printing are the command line's.
package bench
