module github.com/gtp-referee/gtp-referee

go 1.26
