// Attaches gtp-referee with Sabaki's own GTP client library (@sabaki/gtp)
// the way Sabaki does, and checks every reply; @sabaki/go-board is an
// independent oracle for captures and legality (simple ko).
//
// The engine binary comes from GTP_REFEREE_BIN.
'use strict'

const test = require('node:test')
const assert = require('node:assert/strict')
const {Controller, ControllerStateTracker} = require('@sabaki/gtp')
const Board = require('@sabaki/go-board')

const bin = process.env.GTP_REFEREE_BIN
if (!bin) throw new Error('set GTP_REFEREE_BIN to the gtp-referee binary')

const vertex = require('./vertex')
const toGTP = (board, v) => vertex.toGTP(board.height, v)
const fromGTP = (board, v) => vertex.fromGTP(board.height, v)

function attach() {
  const controller = new Controller(bin, ['gtp'])
  const tracker = new ControllerStateTracker(controller)
  controller.start()
  return {controller, tracker}
}

async function ok(controller, name, ...args) {
  const res = await controller.sendCommand({name, args})
  assert.equal(res.error, false, `${name} ${args.join(' ')} failed: ${res.content}`)
  return res.content
}

// stonesOf lists a colour's stones as the engine's list_stones does: top
// row first, left to right.
function stonesOf(board, sign) {
  const out = []
  for (let y = 0; y < board.height; y++)
    for (let x = 0; x < board.width; x++)
      if (board.get([x, y]) === sign) out.push(toGTP(board, [x, y]))
  return out.join(' ')
}

test('attach burst as Sabaki sends it', async () => {
  const {controller} = attach()
  try {
    // Sabaki writes these at once, without waiting for replies.
    const [name, version, protocol, commands] = await Promise.all(
      ['name', 'version', 'protocol_version', 'list_commands'].map(name =>
        controller.sendCommand({name})
      )
    )
    for (const r of [name, version, protocol, commands]) assert.equal(r.error, false)
    assert.equal(name.content, 'gtp-referee')
    assert.match(version.content, /^\d+\.\d+$/)
    assert.equal(protocol.content, '2')
    const list = commands.content.split('\n')
    for (const c of ['play', 'genmove', 'undo', 'komi', 'boardsize', 'clear_board',
      'rectangular_boardsize', 'set_free_handicap', 'fixed_handicap', 'time_settings',
      'final_score', 'list_commands', 'known_command', 'quit']) {
      assert.ok(list.includes(c), `list_commands lacks ${c}`)
    }
    // Sabaki picks the first of analyze, kata-analyze, lz-analyze that is
    // listed, and uses genmove_analyze instead of genmove when listed.
    for (const c of ['analyze', 'lz-analyze', 'kata-analyze', 'genmove_analyze',
      'lz-genmove_analyze', 'kata-genmove_analyze']) {
      assert.ok(list.includes(c), `list_commands lacks ${c}`)
    }
  } finally {
    await controller.stop()
  }
})

// parseInfo splits an analysis line into its info blocks, as Sabaki does:
// key value pairs, pv last.
function parseInfo(line) {
  return line.split(/\s*info\s+/).slice(1).map(block => {
    const [head, pv] = block.split(/\s+pv\s+/)
    const tokens = head.trim().split(/\s+/)
    const info = {pv: pv ? pv.trim().split(/\s+/) : []}
    for (let i = 0; i + 1 < tokens.length; i += 2) info[tokens[i]] = tokens[i + 1]
    return info
  })
}

test('analysis streams as Sabaki and Lizzie read them, stopped by the next command', async () => {
  const {controller} = attach()
  try {
    await ok(controller, 'boardsize', 9)
    await ok(controller, 'play', 'B', 'C7')
    const board = Board.fromDimensions(9, 9).makeMove(1, fromGTP({height: 9}, 'C7'))
    for (const [name, args, kata] of [
      ['analyze', ['W', 10], false],
      ['lz-analyze', [10], false],
      ['kata-analyze', ['W', 10, 'ownership', 'true'], true]
    ]) {
      const lines = []
      const done = controller.sendCommand({name, args}, ({line}) => {
        if (line.startsWith('info')) lines.push(line)
      })
      // Wait for a few lines, then stop the stream with any command, as
      // Sabaki does (protocol_version).
      const t0 = Date.now()
      while (lines.length < 3 && Date.now() - t0 < 10000) await new Promise(r => setTimeout(r, 20))
      const stop = await ok(controller, 'protocol_version')
      const res = await done
      assert.equal(res.error, false, `${name}: ${res.content}`)
      assert.equal(stop, '2')
      assert.ok(lines.length >= 3, `${name}: ${lines.length} info lines in 10 s`)
      for (const line of lines) {
        const infos = parseInfo(line)
        assert.ok(infos.length > 0, `${name}: no info block in ${line}`)
        infos.forEach((info, i) => {
          assert.equal(+info.order, i, `${name}: order`)
          assert.notEqual(info.move.toLowerCase(), 'pass', `${name}: a pass entry`)
          // White to move: every candidate is a legal White move.
          assert.ok(board.get(fromGTP(board, info.move)) === 0, `${name}: ${info.move} is occupied`)
          assert.equal(info.pv[0], info.move, `${name}: pv starts elsewhere`)
          const wr = +info.winrate
          if (kata) {
            assert.ok(wr >= 0 && wr <= 1 && info.winrate.includes('.'), `${name}: winrate ${info.winrate}`)
            assert.ok(!isNaN(+info.scoreLead) && !isNaN(+info.scoreMean), `${name}: score`)
          } else {
            assert.ok(Number.isInteger(wr) && wr >= 0 && wr <= 10000, `${name}: winrate ${info.winrate}`)
          }
        })
      }
      if (kata) {
        const own = lines[lines.length - 1].split(' ownership ')[1].trim().split(/\s+/).map(Number)
        assert.equal(own.length, 81, 'one ownership value per point')
        assert.ok(own.every(v => v >= -1 && v <= 1), 'ownership in -1..1')
        // Top row first: C7 (row 3 from the top, column 3) is Black's stone,
        // so White, to move, sees it as the opponent's; G3, its mirror
        // image through the centre, is empty and near it nobody is.
        const c7 = 2 * 9 + 2, g3 = 6 * 9 + 6
        assert.ok(own[c7] < -0.3, `ownership of C7 from White's side: ${own[c7]}`)
        assert.ok(own[g3] > own[c7] + 0.3, `ownership of G3 ${own[g3]} against C7 ${own[c7]}`)
      }
    }
    // Analysis never changes the position.
    assert.equal(await ok(controller, 'list_stones', 'black'), 'C7')
    assert.equal(await ok(controller, 'list_stones', 'white'), '')
  } finally {
    await controller.stop()
  }
})

test('state tracker sync: komi before boardsize, setup stones as plays, undo-based sync, genmove', async () => {
  const {controller, tracker} = attach()
  try {
    const sent = []
    controller.on('command-sent', ({command}) => sent.push(command.name))
    const setup = [
      {name: 'play', args: ['B', 'D4']},
      {name: 'play', args: ['B', 'E4']},
      {name: 'play', args: ['W', 'D5']},
      {name: 'play', args: ['W', 'E5']}
    ]
    await tracker.sync({komi: 6.5, boardsize: [9, 9], history: setup})
    assert.deepEqual(sent.slice(0, 2), ['komi', 'boardsize'])
    assert.equal(await ok(controller, 'get_komi'), '6.5', 'boardsize must not reset komi')
    assert.equal(await ok(controller, 'list_stones', 'black'), 'D4 E4')
    assert.equal(await ok(controller, 'list_stones', 'white'), 'D5 E5')

    // Navigating in Sabaki: a shorter history with a new branch is synced
    // with undo and play.
    sent.length = 0
    const branch = [...setup.slice(0, 3), {name: 'play', args: ['W', 'F5']}, {name: 'play', args: ['B', 'pass']}]
    await tracker.sync({komi: 6.5, boardsize: [9, 9], history: branch})
    // The tracker asks list_commands once to learn that undo exists.
    assert.deepEqual(sent.filter(n => n !== 'list_commands'), ['undo', 'play', 'play'])
    assert.equal(await ok(controller, 'move_history'), 'black PASS\nwhite F5\nwhite D5\nblack E4\nblack D4')

    // genmove through the tracker, as Sabaki does for engine moves.
    const res = await tracker.queueCommand({name: 'genmove', args: ['W']})
    assert.equal(res.error, false)
    // A pass comes as GNU Go writes it, "PASS" (Sabaki lower-cases the
    // answer before it reads it; Kigo wants this spelling).
    assert.match(res.content, /^([A-HJ][1-9]|PASS)$/)
    assert.equal(tracker.state.history.length, 6)
    const hist = await ok(controller, 'move_history')
    assert.equal(hist.split('\n')[0], `white ${res.content.toUpperCase() === 'PASS' ? 'PASS' : res.content}`)

    // An illegal move in the history is refused: sync fails.
    await assert.rejects(tracker.sync({komi: 6.5, boardsize: [9, 9], history: [...branch, {name: 'play', args: ['W', 'D4']}]}))

    // A rectangular board.
    await tracker.sync({komi: 0, boardsize: [13, 7], history: [{name: 'play', args: ['B', 'N7']}]})
    assert.equal(await ok(controller, 'list_stones', 'b'), 'N7')
    assert.equal(await ok(controller, 'get_komi'), '0')
  } finally {
    await controller.stop()
  }
})

test('handicap through the tracker', async () => {
  const {controller, tracker} = attach()
  try {
    await tracker.sync({komi: 0.5, boardsize: [19, 19], history: []})
    const res = await tracker.queueCommand({name: 'fixed_handicap', args: ['4']})
    assert.equal(res.error, false)
    assert.equal(res.content, 'D4 Q16 D16 Q4')
    assert.equal(await ok(controller, 'gogui-rules_side_to_move'), 'white')
    const again = await controller.sendCommand({name: 'fixed_handicap', args: ['2']})
    assert.equal(again.error, true)
    assert.equal(again.content, 'board not empty')
  } finally {
    await controller.stop()
  }
})

test('random games against @sabaki/go-board (captures, legality, simple ko)', async () => {
  const {controller} = attach()
  let seed = 12345
  const rand = n => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  try {
    // Simple ko only, so that go-board's immediate-repetition check is
    // the whole ko rule.
    await ok(controller, 'kata-set-rules', 'chinese')
    for (const size of [5, 9]) {
      await ok(controller, 'boardsize', `${size}`)
      let board = Board.fromDimensions(size)
      let prev = null // the board before the last move, for ko
      let sign = 1
      let accepted = 0
      for (let i = 0; i < 250; i++) {
        const v = [rand(size), rand(size)]
        const colour = sign > 0 ? 'b' : 'w'
        const gtpV = toGTP(board, v)
        const res = await controller.sendCommand({name: 'play', args: [colour, gtpV]})
        let want = null
        const a = board.analyzeMove(sign, v)
        if (a.overwrite) want = 'illegal move: occupied'
        else if (a.suicide) want = 'illegal move: suicide'
        else {
          const next = board.makeMove(sign, v)
          if (prev && next.diff(prev).length === 0) want = 'illegal move: ko'
        }
        if (want) {
          assert.equal(res.error, true, `${colour} ${gtpV} accepted, go-board says ${want}`)
          assert.equal(res.content, want)
          continue
        }
        assert.equal(res.error, false, `${colour} ${gtpV} refused: ${res.content}`)
        prev = board
        board = board.makeMove(sign, v)
        sign = -sign
        accepted++
        assert.equal(await ok(controller, 'captures', 'b'), `${board.getCaptures(1)}`)
        assert.equal(await ok(controller, 'captures', 'w'), `${board.getCaptures(-1)}`)
        assert.equal(await ok(controller, 'list_stones', 'b'), stonesOf(board, 1))
        assert.equal(await ok(controller, 'list_stones', 'w'), stonesOf(board, -1))
        const legal = (await ok(controller, 'all_legal', sign > 0 ? 'b' : 'w')).split(' ').filter(x => x)
        for (const lv of legal) {
          const an = board.analyzeMove(sign, fromGTP(board, lv))
          assert.ok(!an.overwrite && !an.suicide, `all_legal lists ${lv}`)
        }
      }
      assert.ok(accepted > 20, `only ${accepted} moves accepted`)
    }
  } finally {
    await controller.stop()
  }
})

// replaySGF replays the main line of an SGF game with @sabaki/go-board,
// as Sabaki opens it: setup (AB, AW, AE) then the move of each node, a
// move on an occupied point, a suicide or a ko recapture being an error.
function replaySGF(text) {
  const sgf = require('@sabaki/sgf')
  const roots = sgf.parse(text)
  assert.equal(roots.length, 1, 'one game tree')
  const root = roots[0]
  const sz = root.data.SZ[0]
  const [w, h] = sz.includes(':') ? sz.split(':').map(Number) : [+sz, +sz]
  let board = Board.fromDimensions(w, h)
  let n = 0
  for (let node = root; node; node = node.children[0]) {
    for (const [id, s] of [['AB', 1], ['AW', -1], ['AE', 0]])
      for (const v of node.data[id] || [])
        for (const vx of sgf.parseCompressedVertices(v)) board.set(vx, s)
    for (const [id, s] of [['B', 1], ['W', -1]]) {
      if (!node.data[id]) continue
      n++
      const v = node.data[id][0]
      if (v === '') continue // a pass
      board = board.makeMove(s, sgf.parseVertex(v), {preventOverwrite: true, preventSuicide: true, preventKo: true})
    }
  }
  return {root, board, moves: n}
}

test('printsgf read by @sabaki/sgf and replayed by @sabaki/go-board', async () => {
  const {controller} = attach()
  let seed = 777
  const rand = n => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'
  try {
    for (const [w, h, hand] of [[7, 13, 0], [13, 7, 0], [9, 9, 2], [19, 19, 4], [25, 25, 0], [3, 2, 0]]) {
      if (w === h) await ok(controller, 'boardsize', `${w}`)
      else await ok(controller, 'rectangular_boardsize', `${w}`, `${h}`)
      await ok(controller, 'clear_board')
      await ok(controller, 'komi', '-3.75')
      if (hand) await ok(controller, 'fixed_handicap', `${hand}`)
      const rv = () => letters[rand(w)] + (rand(h) + 1)
      for (let i = 0; i < 2 * w * h; i++) {
        const r = rand(100)
        const c = rand(2) ? 'b' : 'w'
        // Errors (an occupied point, a suicide, a ko, nothing to undo)
        // leave the game as it was: the record must still match it.
        if (r < 3) await controller.sendCommand({name: 'gogui-setup', args: [c, rv()]})
        else if (r < 8) await controller.sendCommand({name: 'undo'})
        else if (r < 10) await controller.sendCommand({name: 'play', args: [c, 'pass']})
        else await controller.sendCommand({name: 'play', args: [c, rv()]})
      }
      const text = await ok(controller, 'printsgf')
      const {root, board, moves} = replaySGF(text)
      const where = `${w}x${h}`
      assert.deepEqual(root.data.SZ, [w === h ? `${w}` : `${w}:${h}`], where)
      assert.deepEqual(root.data.KM, ['-3.75'], where)
      assert.deepEqual(root.data.HA, hand ? [`${hand}`] : undefined, where)
      assert.equal(await ok(controller, 'list_stones', 'b'), stonesOf(board, 1), where)
      assert.equal(await ok(controller, 'list_stones', 'w'), stonesOf(board, -1), where)
      const history = (await ok(controller, 'move_history')).split('\n').filter(x => x)
      assert.equal(moves, history.length, `${where}: moves in the record and in move_history`)
    }
  } finally {
    await controller.stop()
  }
})
