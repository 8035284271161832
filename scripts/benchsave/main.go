// Command benchsave writes the saved game make bench-laptop continues (scripts/
// bench-laptop.sh): a basic game at the start of Red's first movement, Red a person
// waiting at a still board (-players person,offizier), or both sides the computer
// (-players rekrut,rekrut) for the long run.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"taktik/game"
	"taktik/maps"
	"taktik/render/play"
)

func main() {
	out := flag.String("o", "autosave.json", "the file to write")
	players := flag.String("players", "person,offizier", "who commands Red and Blue")
	flag.Parse()
	if err := write(*out, *players); err != nil {
		fmt.Fprintln(os.Stderr, "benchsave:", err)
		os.Exit(1)
	}
}

func write(out, players string) error {
	b, err := maps.Continent()
	if err != nil {
		return err
	}
	who := strings.Split(players, ",")
	if len(who) != 2 {
		return fmt.Errorf("-players wants two commanders, Red's and Blue's: %q", players)
	}
	g, err := game.New(b, game.Options{Mode: game.Basic, Seed: 1, Players: [2]string{who[0], who[1]}})
	if err != nil {
		return err
	}
	return play.SaveGame(g, out)
}
