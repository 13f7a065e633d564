module github.com/gtp-referee/gtp-referee

go 1.26.0

require (
	golang.org/x/sync v0.25.0
	golang.org/x/term v0.48.0
	golang.org/x/text v0.44.0
)

require golang.org/x/sys v0.50.0 // indirect
