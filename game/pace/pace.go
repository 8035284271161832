// Package pace lets long work on a goroutine (the computer's thinking, painting the
// board) give a browser tab its frames: the work calls Breathe often, and in the web
// build (GOOS=js) Breathe waits for the next frame after every slice of work. Elsewhere
// goroutines run beside the frame loop on threads of their own and Breathe does nothing.
package pace
