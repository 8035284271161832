package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/render/lang"
	"taktik/render/settings"
	"taktik/render/ui"
)

// The settings rows, in order.
const (
	setLanguage = iota
	setSound
	setVolume
	setAnimation
	setText
	setDisplay
)

// Settings is the settings dialog. Every change takes effect at once and is saved, so
// there is nothing to confirm.
type Settings struct {
	app  App
	form *ui.Form
	ret  func() // where Back goes; nil: the title
}

// Form is the dialog's form, for tests.
func (d *Settings) Form() *ui.Form { return d.form }

// Returning makes Back go somewhere else than the title (the game it was opened from).
func (d *Settings) Returning(f func()) *Settings { d.ret = f; return d }

// NewSettings makes the dialog showing the current settings.
func NewSettings(app App) *Settings {
	f := &ui.Form{}
	rows := setDisplay + 1
	if ui.Browser { // the browser's own full screen: F11
		rows = setDisplay
	}
	for range rows {
		f.Rows = append(f.Rows, &ui.Row{})
	}
	f.Rows[setVolume].Kind = ui.Slider
	f.Buttons = []*ui.Button{{}}
	d := &Settings{app: app, form: f}
	d.load()
	return d
}

// load sets the rows from the settings in force.
func (d *Settings) load() {
	s := d.app.Settings()
	rows := d.form.Rows
	rows[setLanguage].Index = index(settings.Languages, s.Language)
	rows[setSound].Index = 1
	if s.Sound {
		rows[setSound].Index = 0
	}
	rows[setVolume].Value = s.Volume
	rows[setAnimation].Index = index(settings.Speeds, s.Animation)
	rows[setText].Index = index(settings.TextSizes, s.TextSize)
	if setDisplay < len(rows) {
		rows[setDisplay].Index = 0
		if s.Fullscreen {
			rows[setDisplay].Index = 1
		}
	}
}

func index[T comparable](list []T, v T) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return 0
}

func (d *Settings) relabel() {
	rows := d.form.Rows
	set := func(i int, label string, opts ...string) {
		rows[i].Label = lang.T(label)
		rows[i].Options = rows[i].Options[:0]
		for _, o := range opts {
			rows[i].Options = append(rows[i].Options, lang.T(o))
		}
	}
	set(setLanguage, "settings.language", "lang.de", "lang.en")
	set(setSound, "settings.sound", "on", "off")
	set(setVolume, "settings.volume")
	set(setAnimation, "settings.animation", "speed.slow", "speed.normal", "speed.fast", "speed.instant")
	set(setText, "settings.textsize")
	for _, n := range settings.TextSizes {
		rows[setText].Options = append(rows[setText].Options, lang.Tf("settings.percent", n))
	}
	if setDisplay < len(rows) {
		set(setDisplay, "settings.display", "display.window", "display.fullscreen")
	}
	rows[setVolume].Disabled = rows[setSound].Index == 1
	d.form.Buttons[0].Label = lang.T("button.back")
}

func (d *Settings) Update() error {
	d.load() // the window may have gone full screen by F11 meanwhile
	d.relabel()
	pressed := d.form.Update()
	if d.form.Changed {
		rows := d.form.Rows
		s := d.app.Settings()
		s.Language = settings.Languages[rows[setLanguage].Index]
		s.Sound = rows[setSound].Index == 0
		s.Volume = rows[setVolume].Value
		s.Animation = settings.Speeds[rows[setAnimation].Index]
		s.TextSize = settings.TextSizes[rows[setText].Index]
		s.Fullscreen = setDisplay < len(rows) && rows[setDisplay].Index == 1
		d.app.ChangeSettings(s)
		d.app.Sound().Play(audio.Click) // after the change: a preview of the new volume
	}
	if pressed == 0 || ui.Back() {
		d.app.Sound().Play(audio.Click)
		if d.ret != nil {
			d.ret()
		} else {
			d.app.Title()
		}
	}
	return nil
}

func (d *Settings) Draw(dst *ebiten.Image) {
	d.relabel()
	r := dialog(dst, d.app, lang.T("settings.title"), 720, 580)
	d.form.Place(r)
	d.form.Draw(dst)
	formMessage(dst, d.app.Notice(), d.form, r, r.Y+float64(len(d.form.Rows))*d.form.Step()+ui.S(16), false)
}
