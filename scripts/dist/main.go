// Command dist packs and checks the downloadable packages (scripts/dist.sh, make dist):
//
//	go run ./scripts/dist pack FOLDER OUT.tar.gz|OUT.zip   the folder as one archive, under its own name
//	go run ./scripts/dist licences                          the licences of the Go and the modules linked in
//	go run ./scripts/dist check DIR VERSION                 the three packages hold what a player needs
package main

import (
	"fmt"
	"os"
)

func main() {
	var err error
	switch {
	case len(os.Args) == 4 && os.Args[1] == "pack":
		err = pack(os.Args[2], os.Args[3])
	case len(os.Args) == 2 && os.Args[1] == "licences":
		err = licences(os.Stdout)
	case len(os.Args) == 4 && os.Args[1] == "check":
		var problems []string
		problems, err = check(os.Args[2], os.Args[3])
		for _, p := range problems {
			fmt.Fprintln(os.Stderr, "dist:", p)
		}
		if err == nil && len(problems) > 0 {
			err = fmt.Errorf("%d problems in the packages", len(problems))
		}
		if err == nil {
			fmt.Println("dist: the packages hold what they should")
		}
	default:
		err = fmt.Errorf("usage: dist pack FOLDER OUT | licences | check DIR VERSION")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}
