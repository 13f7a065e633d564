// Reads the SGF files that TestSabakiReadsOurSGF wrote with gtp-referee's
// writer, using Sabaki's own parser (@sabaki/sgf), and compares every
// node's properties with what gtp-referee's parser read from the same
// bytes (DIR/want.json: file -> list of nodes along the main line, each an
// object of property -> values). Prints each difference; exits 1 on any.
// Usage: node sgf-values.js DIR
'use strict'
const fs = require('fs')
const path = require('path')
const sgf = require('@sabaki/sgf')

const dir = process.argv[2]
const want = JSON.parse(fs.readFileSync(path.join(dir, 'want.json'), 'utf8'))
let failed = false
for (const [name, nodes] of Object.entries(want)) {
  const roots = sgf.parse(fs.readFileSync(path.join(dir, name), 'utf8'))
  const got = []
  for (let node = roots.length === 1 ? roots[0] : null; node; node = node.children[0]) got.push(node.data)
  if (roots.length !== 1 || got.length !== nodes.length) {
    failed = true
    console.log(`${name}: ${roots.length} game trees, ${got.length} nodes; want 1 and ${nodes.length}`)
    continue
  }
  nodes.forEach((w, i) => {
    const a = JSON.stringify(Object.entries(w).sort())
    const b = JSON.stringify(Object.entries(got[i]).sort())
    if (a !== b) {
      failed = true
      console.log(`${name} node ${i}: gtp-referee read ${a}, Sabaki ${b}`)
    }
  })
}
process.exit(failed ? 1 : 0)
