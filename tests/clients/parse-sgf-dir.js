// Parses every .sgf file of a directory with @sabaki/sgf (Sabaki's own SGF
// parser) and prints one JSON line per file: {file, size, result, moves}.
// Exits with status 1 if a file fails to parse or lacks SZ or RE.
// Usage: node parse-sgf-dir.js DIR
'use strict'
const fs = require('fs')
const path = require('path')
const sgf = require('@sabaki/sgf')

const dir = process.argv[2]
let failed = false
for (const name of fs.readdirSync(dir).filter(n => n.endsWith('.sgf')).sort()) {
  try {
    const roots = sgf.parse(fs.readFileSync(path.join(dir, name), 'utf8'))
    if (roots.length !== 1) throw new Error(`${roots.length} game trees`)
    const root = roots[0]
    if (!root.data.SZ || !root.data.RE) throw new Error('missing SZ or RE')
    let moves = 0
    for (let node = root; node; node = node.children[0]) {
      if (node.data.B || node.data.W) moves++
    }
    console.log(JSON.stringify({file: name, size: root.data.SZ[0], result: root.data.RE[0], moves}))
  } catch (e) {
    failed = true
    console.log(JSON.stringify({file: name, error: String(e)}))
  }
}
process.exit(failed ? 1 : 0)
