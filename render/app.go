package render

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/game/store"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/counter"
	"taktik/render/editor"
	"taktik/render/editscreen"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/replay"
	"taktik/render/scene"
	"taktik/render/settings"
	"taktik/render/tutorial"
	"taktik/render/tutorial/lesson"
	"taktik/render/ui"
)

// app is the program around the scenes: it owns the settings, the sound, the map and
// its pictures, and the game in progress, and it carries out what the menus ask.
type app struct {
	scenes       scene.Manager
	settingsPath string
	set          settings.Settings
	dirty        bool // settings changed since the last save (the window's size)
	sound        audio.Player
	in           input.Source // the mouse and keyboard: Ebitengine's, or a test's script
	notice       string
	pointsW      float64 // the screen's size in points (Layout), for the text size's note
	pointsH      float64
	// fingersSeen: a finger has touched the screen this session; the screens stay laid
	// out for fingers from then on (ui.SetTouch), not flipping back at every mouse move
	fingersSeen bool

	board *maps.Board
	own   []menu.OwnScenario // the player's scenario files, read when the Lessons screen opens
	pics  *board.Pictures
	title *menu.Title
	view  *board.View // the game in memory, nil before the first one
	// reviewing is the replay viewer last opened, nil when none (tests look at it)
	reviewing *replay.Scene
	// playing is the board scene the game menu's screens return to: the game in
	// memory, or the tutorial while it runs
	playing scene.Scene
	quit    bool
	reading *loading // the saved game being read in the background, nil when none
	// unsaved is set when saving the game on the way out failed: the player has been
	// told, and the next Quit leaves without trying again
	unsaved bool
	// readOnly is a window that found the game folder taken by another (store.Lock):
	// it writes nothing, the storage refusing every change (store.ReadOnly)
	readOnly bool
	// closing reports the window's close button (ebiten.IsWindowBeingClosed); tests
	// replace it
	closing func() bool

	backdrop      *ebiten.Image // the dimmed map behind the menus, at the screen's size
	backdropDark  *ebiten.Image // the same, darker, behind dialogs
	backdropSharp bool          // painted from the picture at the right level

	pace  rhythm  // whether the next frame is drawn
	trace *tracer // the moments the laptop benchmark times (TAKTIK_TRACE)
	// lastSettled is the scene last shown finished (see settled)
	lastSettled scene.Scene
	net         onlineState // online play (online.go)
}

func newApp(path string, set settings.Settings, sound audio.Player, notice string, b *maps.Board) *app {
	a := &app{settingsPath: path, set: set, sound: sound, notice: notice, board: b, pics: board.NewPictures(b),
		closing: ebiten.IsWindowBeingClosed}
	a.pics.Released = func() { go freeMemory() }
	a.pace.grace = graceFrames // the first frames are drawn whatever happens: the window comes up
	board.SetZoom(set.Zoom)    // the zoom of the last session: every board opens at it
	a.useInput(input.Live{})
	a.title = menu.NewTitle(a)
	a.scenes.GoTo(a.title)
	return a
}

// useInput makes the scenes and their widgets read the mouse and the keyboard from a
// source: Ebitengine's, or a test's script.
func (a *app) useInput(s input.Source) {
	a.in = s
	ui.SetInput(s)
}

// Update runs one tick: the keys that work everywhere, then the scene.
func (a *app) Update() error {
	a.pace.begin(a.in)
	ui.NextFrame()
	a.in.Tick()
	a.pace.input(a.in)
	if a.pace.still() && !a.closing() {
		return nil // nothing came and nothing moves: the scenes have nothing to do
	}

	if !ui.Browser && toggleFullscreenPressed() {
		s := a.set
		s.Fullscreen = !ebiten.IsFullscreen()
		a.ChangeSettings(s)
	}
	a.trackWindow()
	err := a.step()
	a.trackZoom()
	return err
}

// step is a tick after the input has been read: Ctrl+Q and the window's close button,
// which end the program from any screen (the game in memory saved first), then the
// scene.
func (a *app) step() error {
	a.pollLoading()
	if a.closing() || (!ui.Browser && input.Command(a.in, keymap.Quit)) {
		a.Quit()
	} else if err := a.scenes.Update(); err != nil {
		return err
	}
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// Draw draws the scene and asks for the next frame when something moves.
func (a *app) Draw(screen *ebiten.Image) {
	a.pics.Settle()
	if !a.pace.frame() {
		return // the screen keeps the last frame
	}
	screen.Clear()
	a.scenes.Draw(screen)
	markFrame()
	a.traceFrame()
	a.pace.drawn()
}

// traceFrame notes the first frame, and the first that shows the title or the board
// finished (TAKTIK_TRACE).
func (a *app) traceFrame() {
	a.trace.note("first frame")
	if a.scenes.Fading() {
		return
	}
	cur := a.scenes.Current()
	if cur == scene.Scene(a.title) && a.backdropSharp {
		a.trace.note("title drawn")
		if a.lastSettled == nil { // the first time: the board comes next
			a.pics.Prepare(ui.ScreenSize())
		}
		a.settled(cur)
	}
	if a.view != nil && cur == scene.Scene(a.view) && a.view.Sharp() {
		a.trace.note("board drawn")
		a.settled(cur)
	}
}

// settled is called when a scene shows finished: the first time after it came, the
// memory its preparation used (the renderer's compiling, the pictures' painting) is
// given back to the system.
func (a *app) settled(s scene.Scene) {
	if a.lastSettled != s {
		a.lastSettled = s
		if a.view != nil && s == scene.Scene(a.view) {
			a.dropBackdrop() // the board covers the screen: 16 MB for when a menu is back
		}
		go freeMemory()
	}
}

// dropBackdrop lets go of the title's backdrop; the next menu draws it again.
func (a *app) dropBackdrop() {
	if a.backdrop != nil {
		a.backdrop.Deallocate()
		a.backdropDark.Deallocate()
		a.backdrop, a.backdropDark = nil, nil
	}
}

// Layout makes the screen as many pixels as the window really has, so text and lines
// are drawn at the monitor's own resolution (HiDPI), and tells the widgets the scale.
func (a *app) Layout(w, h int) (int, int) {
	scale := 1.0
	if m := ebiten.Monitor(); m != nil {
		scale = m.DeviceScaleFactor()
	}
	sw, sh := int(float64(w)*scale+0.5), int(float64(h)*scale+0.5)
	// the player's text size grows the panels with their text, as far as the screen
	// still holds the smallest layout the game is made for (settings.SmallW × SmallH)
	a.pointsW, a.pointsH = float64(sw)/scale, float64(sh)/scale
	grow := a.set.TextScaleOn(a.pointsW, a.pointsH)
	fit := settings.FitOn(a.pointsW, a.pointsH)
	ui.SetScale(scale * grow * fit)
	// a tablet or a phone, or a touch screen used: things to tap are a finger wide
	a.fingersSeen = a.fingersSeen || input.TouchOf(ui.Input()).Fingers
	ui.SetTouch(fit < 1 || a.fingersSeen, scale)
	if w, h := ui.ScreenSize(); w != sw || h != sh {
		a.pace.resized() // the new screen starts blank: it must be drawn
	}
	ui.SetScreenSize(sw, sh)
	return sw, sh
}

// trackWindow remembers the window's size for the next start.
func (a *app) trackWindow() {
	if ebiten.IsFullscreen() {
		return
	}
	w, h := ebiten.WindowSize()
	if w != a.set.Width || h != a.set.Height {
		a.set.Width, a.set.Height = w, h
		a.dirty = true
	}
}

// trackZoom remembers the map's zoom the player chose for the next start; the boards of
// this session open at it already (board.Zoom).
func (a *app) trackZoom() {
	if z := board.Zoom(); z != a.set.Zoom {
		a.set.Zoom = z
		a.dirty = true
	}
}

// saveSettings writes the settings; a failure is shown, never fatal.
func (a *app) saveSettings() {
	if a.settingsPath == "" || a.readOnly {
		return
	}
	if err := settings.Save(a.settingsPath, a.set); err != nil {
		a.notice = lang.Tf("settings.unsaved", err.Error())
		return
	}
	a.dirty = false
}

// The menus' and the board view's requests.

func (a *app) Settings() settings.Settings { return a.set }

func (a *app) ChangeSettings(s settings.Settings) {
	s.Zoom = board.Zoom() // chosen on the map, not on the settings screen
	s = s.Clean()
	a.set = s
	lang.Set(s.Language)
	a.sound.SetVolume(s.Volume)
	a.sound.SetMuted(!s.Sound)
	if s.Fullscreen != ebiten.IsFullscreen() {
		ebiten.SetFullscreen(s.Fullscreen)
	}
	a.saveSettings()
}

func (a *app) Sound() audio.Player { return a.sound }

func (a *app) Input() input.Source { return a.in }

func (a *app) NewGameMenu() { a.scenes.GoTo(menu.NewNewGame(a)) }

func (a *app) GoTo(s scene.Scene) { a.scenes.GoTo(s) }

func (a *app) Title() { a.scenes.GoTo(a.title) }

func (a *app) Menu() { a.scenes.GoTo(a.title) }

// Quit ends the program. The game in memory is saved first as the autosave, as it
// stands (in the middle of a turn, with the orders given), so that Continue returns to
// exactly that position. When that fails the player is told on the title and stays;
// quitting again leaves without the save.
func (a *app) Quit() {
	if err := a.saveInMemory(); err != nil && !a.unsaved {
		a.unsaved = true
		a.notice = lang.Tf("quit.unsaved", lang.Explain(err))
		a.scenes.GoTo(a.title)
		return
	}
	a.trackZoom()
	if a.dirty { // the window's size and the zoom, for the next start
		a.saveSettings()
	}
	a.stopHosting()
	a.quit = true
	a.trace.note("quit")
}

// saveInMemory writes the game in memory to the autosave; the lesson's position is not a
// game of the player's and is never saved.
func (a *app) saveInMemory() error {
	if a.view == nil || a.readOnly {
		return nil
	}
	path, err := settings.AutosavePath()
	if err != nil {
		return err
	}
	aside, err := play.SaveAutosave(a.view.Game(), path, time.Now())
	for _, s := range aside {
		a.notice = s.Line()
	}
	return err
}

// openedElsewhere makes this window one that only reads, the game folder being taken
// by another window (claimFolder): its storage refuses every change, the title says
// so, and the first screen asks whether to go on so or to quit.
func (a *app) openedElsewhere() {
	a.readOnly = true
	store.Use(store.ReadOnly{FS: store.Default()})
	a.notice = lang.T("elsewhere.notice")
	a.scenes.Switch(menu.NewElsewhere(a))
}

// backToGame returns to the game in memory (the game menu's screens come back to it).
func (a *app) backToGame() {
	if a.playing != nil {
		a.scenes.GoTo(a.playing)
		return
	}
	a.scenes.GoTo(a.title)
}

func (a *app) OpenLoad() { a.scenes.GoTo(menu.NewLoad(a).Returning(a.backToGame)) }

func (a *app) OpenRules() { a.scenes.GoTo(menu.NewRules(a).Returning(a.backToGame)) }

func (a *app) OpenSettings() { a.scenes.GoTo(menu.NewSettings(a).Returning(a.backToGame)) }

func (a *app) Notice() string {
	if a.notice != "" {
		return a.notice
	}
	if _, ok := a.scenes.Current().(*menu.Settings); ok {
		// the text size chosen is more than this screen holds: the settings say why
		// the text did not grow
		if n := a.set.TextSizeHeld(a.pointsW, a.pointsH); n != "" {
			return n
		}
	}
	if a.set.Sound && a.sound.Silent() {
		return lang.T("settings.nosound")
	}
	return ""
}

// Backdrop is the board seen through an olive veil: the title's picture; dialogs ask
// for a darker veil. It is drawn once per window size (and once more when a sharper
// painting arrives) and then copied, one pass over the screen per frame.
func (a *app) Backdrop(dst *ebiten.Image, dark bool) {
	a.drawBackdrop(dst)
	if dark {
		dst.DrawImage(a.backdropDark, nil)
		return
	}
	dst.DrawImage(a.backdrop, nil)
}

func (a *app) drawBackdrop(dst *ebiten.Image) {
	b := dst.Bounds()
	level := board.CoverLevel(a.board, b.Dx(), b.Dy())
	src := a.pics.Board(level)
	if a.backdrop == nil || a.backdrop.Bounds().Size() != b.Size() || (src != nil && !a.backdropSharp) {
		a.dropBackdrop()
		a.backdrop = ui.NewImage(b.Dx(), b.Dy())
		a.backdrop.Fill(ui.OliveDark)
		if a.pics.DrawCover(a.backdrop) {
			ui.Dim(a.backdrop, 0xa8)
		}
		a.backdropDark = ui.NewImage(b.Dx(), b.Dy())
		a.backdropDark.DrawImage(a.backdrop, nil)
		ui.Dim(a.backdropDark, 0x70)
		a.backdropSharp = src != nil
	}
}

func (a *app) Version() string { return Version }

func (a *app) Counters(size int) (*ebiten.Image, *counter.Sheet) { return a.pics.Counters(size) }

// NewGame starts a game; who commands each side is kept in its options, so that a
// saved game comes back with the same opponents. The game Continue would have resumed
// is kept first among the saved games (keeping), on a worker: when that fails, no new
// game starts and failed says why on the screen it was asked from.
func (a *app) NewGame(opts game.Options, players play.Commanders, failed func(error)) {
	opts.Players = players.Words()
	g, err := game.New(a.board, opts)
	if err != nil {
		failed(err)
		return
	}
	keep := a.keeping()
	a.startWork(quickWork, func() (func(), error) {
		aside, err := keep()
		if err != nil {
			return nil, err
		}
		return func() { a.playTelling(board.NewView(a, g, a.pics, players), aside) }, nil
	}, failed)
}

// keeping is the work of keeping the previous game, for a worker: it writes the game
// in memory (a copy taken now) to the autosave and moves the autosave among the saved
// games as an earlier game (play.KeepAutosave), so that starting another game, from the
// menu, a lesson or the replay viewer, loses none. What cannot be kept is set aside.
func (a *app) keeping() func() ([]play.SetAside, error) {
	var inMemory *game.Game
	if a.view != nil {
		inMemory = a.view.Game().Clone()
	}
	return func() ([]play.SetAside, error) {
		path, err := settings.AutosavePath()
		if err != nil {
			return nil, err
		}
		dir, err := settings.SavesDir()
		if err != nil {
			return nil, err
		}
		var aside []play.SetAside
		if inMemory != nil {
			if aside, err = play.SaveAutosave(inMemory, path, time.Now()); err != nil {
				return nil, err
			}
		}
		more, err := play.KeepAutosave(path, dir, time.Now())
		return append(aside, more...), err
	}
}

// playTelling opens a game and tells on its board, in one line each, of the files set
// aside on the way.
func (a *app) playTelling(v *board.View, aside []play.SetAside) {
	a.play(v)
	for _, s := range aside {
		v.Problem(s.Line())
	}
}

func (a *app) play(v *board.View) {
	a.leaveOnline(v)
	a.view, a.playing = v, v
	a.scenes.GoTo(v)
}

// Tutorial starts the first lesson, one turn of the basic game, on its own position.
func (a *app) Tutorial() error { return a.Lesson(lesson.First().ID) }

// Lesson starts a lesson on its own position; the game in memory stays the one
// Continue returns to.
func (a *app) Lesson(id string) error {
	sc, ok := lesson.Find(id)
	if !ok {
		return fmt.Errorf("no lesson %q", id)
	}
	t, err := tutorial.NewLesson(a, a.board, a.pics, sc)
	if err != nil {
		return err
	}
	a.playing = t
	a.scenes.GoTo(t)
	return nil
}

// Editor opens the scenario editor (render/editscreen).
func (a *app) Editor() { a.scenes.GoTo(editscreen.New(a, a.board)) }

// EditFrom opens the scenario editor on a game's position: the replay viewer's "Edit
// from here", the editor's "Saved game".
func (a *app) EditFrom(g *game.Game) {
	a.reviewing = nil
	a.scenes.GoTo(editscreen.Open(a, a.board, editor.FromGame(g, "mine")))
}

// EditSaved lets the player pick a saved game on the Load screen; its last position
// opens in the editor. The file is read on a worker (startWork); Back returns to the
// editor as it was.
func (a *app) EditSaved() {
	prev, b := a.scenes.Current(), a.board
	pick := func(path string, failed func(error)) {
		a.startWork(quickWork, func() (func(), error) {
			g, _, err := play.LoadGame(b, path)
			if err != nil {
				return nil, err
			}
			return func() { a.EditFrom(g) }, nil
		}, failed)
	}
	a.scenes.GoTo(menu.NewLoad(a).Returning(func() { a.scenes.GoTo(prev) }).Picking(lang.T("editor.pick"), pick))
}

// Lessons opens the screen of lessons and first scenarios.
func (a *app) Lessons() { a.Briefing("") }

// Briefing opens the Lessons screen with a scenario's row chosen and its briefing shown
// (the lesson's end card's first scenario); "" chooses the first unfinished row.
func (a *app) Briefing(scenario string) {
	a.own = nil // read the folder again: a file may have come
	a.scenes.GoTo(menu.NewLessons(a).Focusing(scenario))
}

// LessonDone ticks a lesson off in the settings.
func (a *app) LessonDone(id string) {
	s := a.Settings()
	s.Lessons = slices.Clone(s.Lessons)
	if settings.Tick(&s.Lessons, id) {
		a.ChangeSettings(s)
	}
}

// GameOver ticks a first scenario off in the settings once the player's side has won
// it against the computer (board.GameOverer).
func (a *app) GameOver(g *game.Game, players play.Commanders) {
	sc, ok := game.FindScenario(g.Options().Scenario)
	if !ok || g.Winner() != game.WinnerOf(sc.Attacker) || players[sc.Attacker].Computer {
		return
	}
	s := a.Settings()
	s.Scenarios = slices.Clone(s.Scenarios)
	if settings.Tick(&s.Scenarios, sc.ID) {
		a.ChangeSettings(s)
	}
}

func (a *app) CanContinue() bool {
	if a.view != nil {
		return true
	}
	path, err := settings.AutosavePath()
	if err != nil {
		return false
	}
	return play.Exists(path)
}

// Continue returns to the game in memory, or reads the autosave (in the background, as
// LoadGame does).
func (a *app) Continue(failed func(error)) {
	a.trace.again("board drawn")
	a.trace.again("continue")
	a.trace.note("continue")
	if a.view != nil {
		a.playing = a.view
		a.scenes.GoTo(a.view)
		return
	}
	path, err := settings.AutosavePath()
	if err != nil {
		failed(err)
		return
	}
	a.LoadGame(path, failed)
}

// LoadGame loads a saved game with who commanded each side, reading it on a worker
// goroutine while the window shows that it loads (startLoading); a file that cannot be
// loaded leaves the game in progress as it was, and failed says why on the screen the
// game was asked from.
func (a *app) LoadGame(path string, failed func(error)) { a.startLoading(path, failed) }

// DescribeSave reads a saved game and tells where it stands (play.DescribeSave).
func (a *app) DescribeSave(path string) (menu.SaveInfo, error) {
	return play.DescribeSave(a.board, path)
}

// DeleteSave removes a saved game the player chose to delete on the Load screen.
func (a *app) DeleteSave(path string) error { return store.Remove(path) }

// OwnScenarios reads the player's scenario files, checks each against the board and
// makes the good ones known to the engine (game.AddScenario), so that a game can start
// one and a saved game of one loads. They are read anew each time the Lessons screen
// opens, so that a file just written shows.
func (a *app) OwnScenarios() []menu.OwnScenario {
	if a.own != nil {
		return a.own
	}
	a.own = []menu.OwnScenario{}
	dir, err := settings.ScenariosDir()
	if err != nil {
		return a.own
	}
	files, _ := store.List(dir)
	sort.Slice(files, func(i, j int) bool { return files[i].Name < files[j].Name })
	for _, f := range files {
		if !strings.HasSuffix(f.Name, ".json") {
			continue
		}
		o := menu.OwnScenario{Path: f.Path, Name: strings.TrimSuffix(f.Name, ".json")}
		data, err := store.Read(f.Path)
		if err == nil {
			o.Scenario, err = game.LoadScenario(a.board, data)
		}
		if err == nil && o.Scenario.Lesson != nil {
			err = game.Faults{game.LessonNotScenario()}
		}
		if err == nil {
			err = game.AddScenario(o.Scenario)
		}
		o.Err = err
		a.own = append(a.own, o)
	}
	return a.own
}

func (a *app) SavedGames() []menu.SavedGame {
	var list []menu.SavedGame
	if path, err := settings.AutosavePath(); err == nil {
		if st, err := store.Stat(path); err == nil {
			list = append(list, menu.SavedGame{Path: path, Time: st.Time, Autosave: true})
		}
	}
	dir, err := settings.SavesDir()
	if err != nil {
		return list
	}
	files, _ := store.List(dir)
	var saved []menu.SavedGame
	for _, f := range files {
		if strings.HasSuffix(f.Name, ".json") {
			saved = append(saved, menu.SavedGame{Path: f.Path, Name: strings.TrimSuffix(f.Name, ".json"), Time: f.Time,
				Earlier: play.IsEarlierGame(f.Name)})
		}
	}
	sort.Slice(saved, func(i, j int) bool { return saved[i].Time.After(saved[j].Time) })
	return append(list, saved...)
}
