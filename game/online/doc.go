// Package online plays a game held by a game server (`taktik serve`, package server)
// from a player's side: it creates and joins games over the server's HTTP API, speaks to
// its seat's WebSocket, sends the player's orders, receives every action with the rolls
// it drew, and keeps its own copy of the game as the server's history replayed. Orders
// given while the connection is down wait and go out when it is back, or are refused
// with a sentence; the connection comes back by itself. It never imports Ebitengine, so
// the desktop game, the browser edition and tests drive it alike.
package online
