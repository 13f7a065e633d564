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

const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'
const toGTP = (board, [x, y]) => letters[x] + (board.height - y)
const fromGTP = (board, v) => [letters.indexOf(v[0].toUpperCase()), board.height - +v.slice(1)]

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
    // No analysis command is listed, so Sabaki uses plain genmove.
    for (const c of ['analyze', 'lz-analyze', 'kata-analyze', 'lz-genmove_analyze']) {
      assert.ok(!list.includes(c), `${c} listed but not implemented`)
    }
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
    assert.match(res.content, /^([A-HJ][1-9]|pass)$/)
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
