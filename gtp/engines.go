package gtp

import "sync"

// Engines is a set of the engine processes of the clients started with it
// in [ClientOptions.Engines], from their start until their client is
// closed or killed, so that a program that must exit at once, without
// closing its clients (a second interrupt, or a run that does not end
// when it is cancelled), can kill them first: an engine that a wrapper
// script started, or one busy thinking, would otherwise outlive it. The
// zero value is ready to use; it is safe for concurrent use.
type Engines struct {
	mu      sync.Mutex
	clients map[*Client]struct{}
	killed  bool // KillAll was called: an engine started since is killed at once
}

// KillAll kills the process group of every engine of s not yet closed (on
// Linux with the processes it started out of the group, as
// [Client.Kill] does), and of every engine started with s from now on, as
// soon as it starts. It does not wait for them to exit.
func (s *Engines) KillAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.killed = true
	for c := range s.clients {
		c.killProcesses()
	}
}

// add records c, a client just started; it is killed at once after
// KillAll.
func (s *Engines) add(c *Client) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.killed {
		c.killProcesses()
	}
	if s.clients == nil {
		s.clients = make(map[*Client]struct{})
	}
	s.clients[c] = struct{}{}
}

// remove forgets c, whose process group has been killed and whose process
// has been waited for.
func (s *Engines) remove(c *Client) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.clients, c)
}
