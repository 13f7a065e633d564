// Compares gtp-referee's dead stones (final_status_list dead, over GTP as
// Sabaki asks for them) with two judges that share none of its code, on the
// final positions of the committed GNU Go self-play games
// (judge/testdata/gnugo/games.jsonl): GNU Go 3.8's own list, recorded with
// each game, and @sabaki/deadstones, the Monte Carlo guess Sabaki's score
// estimator uses (finished: true, as Sabaki calls it once both players have
// passed). Where the two agree, the engine must agree with them in at least
// 98% of the games.
//
// The engine binary comes from GTP_REFEREE_BIN.
'use strict'

const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')
const {Controller} = require('@sabaki/gtp')
const Board = require('@sabaki/go-board')
const deadstones = require('@sabaki/deadstones')
const {toGTP, fromGTP} = require('./vertex')

const bin = process.env.GTP_REFEREE_BIN
if (!bin) throw new Error('set GTP_REFEREE_BIN to the gtp-referee binary')

const gamesFile = path.join(__dirname, '..', '..', 'judge', 'testdata', 'gnugo', 'games.jsonl')

async function ok(controller, name, ...args) {
  const res = await controller.sendCommand({name, args})
  assert.equal(res.error, false, `${name} ${args.join(' ')} failed: ${res.content}`)
  return res.content
}

const sorted = list => [...list].sort().join(' ')

test('dead stones against GNU Go and @sabaki/deadstones', {timeout: 600000}, async () => {
  const games = fs.readFileSync(gamesFile, 'utf8').split('\n').filter(l => l.trim()).map(l => JSON.parse(l))
  assert.ok(games.length >= 300, `only ${games.length} games in ${gamesFile}`)
  const controller = new Controller(bin, ['gtp'])
  controller.start()
  let both = 0 // games whose GNU Go and Sabaki lists are the same
  let ours = 0 // of those, games whose list from the engine is that one too
  let oursGnugo = 0
  const differ = []
  try {
    for (const [i, game] of games.entries()) {
      const n = game.size
      let board = Board.fromDimensions(n)
      await ok(controller, 'boardsize', n)
      await ok(controller, 'clear_board')
      await ok(controller, 'komi', game.komi)
      for (const move of game.moves) {
        const [colour, v] = move.split(' ')
        await ok(controller, 'play', colour, v)
        if (v.toLowerCase() === 'pass') continue
        board = board.makeMove(colour.toLowerCase()[0] === 'b' ? 1 : -1, fromGTP(n, v))
      }
      const engine = sorted((await ok(controller, 'final_status_list', 'dead')).split(/\s+/).filter(x => x))
      const sabaki = sorted((await deadstones.guess(board.signMap, {finished: true})).map(v => toGTP(n, v)))
      const gnugo = sorted(game.dead.filter(v => board.get(fromGTP(n, v)) !== 0))
      if (engine === gnugo) oursGnugo++
      if (sabaki !== gnugo) continue
      both++
      if (engine === gnugo) ours++
      else differ.push(`game ${i}: ours [${engine}], GNU Go and Sabaki [${gnugo}]`)
    }
  } finally {
    await controller.stop()
  }
  console.log(`dead stones: the engine equals GNU Go in ${oursGnugo} of ${games.length} games; ` +
    `where GNU Go and @sabaki/deadstones agree (${both} games) it equals them in ${ours}`)
  for (const d of differ) console.log('  ' + d)
  assert.ok(both >= games.length * 0.9, `GNU Go and Sabaki agree in only ${both} games`)
  assert.ok(ours >= both * 0.98, `${ours} of ${both} below 98%`)
})
