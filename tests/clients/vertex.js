// GTP vertices and @sabaki/go-board's [x, y] vertices (y counted from the
// top), on a board of the given height.
'use strict'

const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'

exports.toGTP = (height, [x, y]) => letters[x] + (height - y)
exports.fromGTP = (height, v) => [letters.indexOf(v[0].toUpperCase()), height - +v.slice(1)]
