// Package hud holds the information widgets of the board scene: the side panel, the
// game log, the reference windows (combat results and terrain effects), the die, the
// odds preview, the victory overlay, short toasts and the hotseat hand-off screen.
// What they show is worked out without graphics in render/hud/model (tested with no
// display); this package draws it.
//
// Every widget is a small value the host scene (render/board) keeps and drives. Input
// goes in through Update, pictures come out of Draw into a rectangle the host chose, in
// screen pixels:
//
//	Draw(dst *ebiten.Image, r image.Rectangle)
//
// Sizes inside are in points turned into pixels with ui.S, so the widgets follow the
// monitor's scale like the menus. Texts come from render/lang (keys "hud.…") and the
// engine's own Text(lang), in German and English; the language may change between
// frames. Update methods that take input return true when they used it (a click, a
// wheel turn, a key), so the host does not also hand it to the board. Hosts call
// ui.NextFrame before any Update, as the app does.
//
// # Panel (side panel)
//
//	p := hud.NewPanel()
//	p.Update(g)                  // every tick: a hundred lookups, no drawing
//	h := p.Height()              // pixels its content needs (after Update)
//	p.Draw(dst, r)               // r hud.PanelWidth() wide (290 pt); repainted only on change
//
// Shows the game turn, the side to move (a colour chip), the phase, the month and
// weather once the engine has them (asked through the optional methods
// MonthName(lang)/WeatherName(lang) of *game.Game: nothing shows while they are
// missing), the cities each side holds (own country, enemy), each side's losses by
// kind, and the pending decision in words ("Rot wählt die Rückzüge").
//
// # Log
//
//	l := hud.NewLog()
//	used := l.Update(g, r)       // new events; wheel, scrollbar, End and "Latest" when the pointer is in r
//	l.Draw(dst, r)               // one image copy while nothing changed
//	l.Following(); l.Reset()     // Reset: a new or loaded game (a new *game.Game resets by itself)
//
// The event log, newest at the bottom, one colour per side, a rule before each game
// turn. It follows new events unless the player scrolled up; scrolling back to the
// bottom, End or the "Latest ↓" button follow again. Lines are laid out once per width,
// scale and language. Cost per frame in a game of 800 events: about 10 µs for panel and
// log together (BenchmarkColumn).
//
// # Reference windows
//
//	crt := hud.NewCRTWindow()             // combat results table from game.CRT, all columns
//	crt.Highlight(odds, die)              // the current battle's column; die 0: column only
//	crt.Clear()                           // no highlight
//	ter := hud.NewTerrainWindow()         // the engine's terrain effects (game.TerrainTable)
//	crt.Window.Toggle()                   // e.g. on K (KET/CRT) and T (terrain)
//	used := crt.Window.Update()           // Esc or the close box closes; the title bar drags
//	crt.Window.Draw(dst, area)            // centred in area unless dragged; shrunk to fit a small area
//	crt.Window.Contains(x, y)             // the pointer is over the open window
//
// Window is the container: TitleKey, Open, Toggle(), Close(), Update() bool,
// Contains(x, y), Draw(dst, r); its Size and Content functions are the owner's.
// A closed window draws nothing and takes no input.
//
// # Dice
//
//	d := hud.NewDice()
//	d.Speed = set.Animation.Factor()      // 0.5 slow … 2 fast, 0 instant (no tumbling)
//	d.Roll(4, "3-1", "DE")                // face 0: odds that need no die (R16), no die shown
//	d.RollBattle(g.Battles()[k])          // the same from a resolved battle
//	d.Update()                            // every tick
//	d.Done(); d.Face()                    // true once the result face shows (0.6–1.2 s)
//	d.Draw(dst, r)                        // r about hud.DiceSize()
//	d.Hide(); d.Visible()
//
// # OddsPreview
//
//	o := hud.NewOddsPreview()
//	o.Set(preview)                        // a game.Preview from g.Preview(att, def)
//	o.Clear(); o.Active()
//	o.Draw(dst, r)                        // r about hud.OddsPreviewSize()
//
// Attack and defence totals, the odds, "the river doubles the defence" when Doubled,
// and one bar per result (AE, AB2, EX, DB2, DE) with whole percentages that add up to
// 100 and the result's name in words.
//
// # Victory
//
//	v := hud.NewVictory(g, onNewGame, onMainMenu)   // once g.Winner() != game.NoWinner
//	v.Update()                                      // buttons; Enter: the focused one; Esc: main menu
//	v.Draw(dst, screenRect)                         // dims r, a panel in the middle
//
// Winner or draw, how it was decided (all enemy units eliminated, all enemy cities held,
// turn limit), turns played, battles fought, cities, losses per side and kind.
// hud.Summarize(g) gives the same as data (model.Summary).
//
// # Toast
//
//	var t hud.Toast
//	t.Show(text)       // or t.Problem(text) for a refused move (red edge, stays longer)
//	t.Update()         // every tick
//	t.Draw(dst, r)     // bottom centre of r; fades out after 2.5 s by the clock (ui.Dt)
//
// # Handoff
//
//	var h hud.Handoff
//	h.Show(units.Blue)                   // between two people at one screen
//	if h.Active() { done := h.Update() } // click, Space or Enter (after a quarter second): done
//	h.Draw(dst, screenRect)              // covers all of r: the board does not show
package hud
