// The Go library raced against our generated Go sliders in make bench (section 16,
// bench/peers_go.py) and used as an oracle in make test (tests/proofs/test_peers_go.py):
// github.com/corentings/chess/v2, a maintained fork of notnil/chess (the Go module
// proxy serves neither dylhunn/dragontoothmg nor notnil/chess). make fetches what
// go.sum pins into build/peers/go-modules (tests/drivers/go/peers.py); the builds
// are offline. Our package is laid out in bitboards/ by those builds, from generated/.
module peers

go 1.22.0

require github.com/corentings/chess/v2 v2.3.2

require golang.org/x/exp v0.0.0-20250128182459-e0ece0dbea4c // indirect
