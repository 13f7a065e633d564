// Prints, for each SGF text given on standard input (a JSON array of
// strings), the main line of its first game tree as Sabaki's own parser
// (@sabaki/sgf) reads it: a JSON array, one array per text, of moves
// "B cc", and "W " for a pass (a value not two letters long, as Sabaki's
// parseVertex reads it), one per B or W value of each node.
// Usage: node main-line.js < texts.json
'use strict'
const fs = require('fs')
const sgf = require('@sabaki/sgf')

const texts = JSON.parse(fs.readFileSync(0, 'utf8'))
const out = texts.map(text => {
  const roots = sgf.parse(text)
  const moves = []
  for (let node = roots[0]; node; node = node.children[0]) {
    for (const c of ['B', 'W']) {
      for (const v of node.data[c] || []) moves.push(c + ' ' + (v.length === 2 ? v : ''))
    }
  }
  return moves
})
console.log(JSON.stringify(out))
