package app

import "sync"

// eventQueue hands events to one subscriber without ever blocking the
// table: events wait in an unbounded slice and a pump goroutine feeds the
// subscriber's channel as fast as it reads. Every event pushed before
// close reaches the channel before it closes (a guest must see the game
// over even when the host leaves right after it), so a subscriber reads
// until the channel closes, or drains it when it stops caring (drain).
type eventQueue struct {
	mu     sync.Mutex
	cond   *sync.Cond
	items  []Event
	closed bool
	out    chan Event
}

func newEventQueue() *eventQueue {
	q := &eventQueue{out: make(chan Event)}
	q.cond = sync.NewCond(&q.mu)
	go q.pump()
	return q
}

func (q *eventQueue) push(e Event) {
	q.mu.Lock()
	if !q.closed {
		q.items = append(q.items, e)
		q.cond.Signal()
	}
	q.mu.Unlock()
}

// close lets the pump deliver what is already queued and then close the
// channel; nothing pushed after it is kept.
func (q *eventQueue) close() {
	q.mu.Lock()
	if !q.closed {
		q.closed = true
		q.cond.Signal()
	}
	q.mu.Unlock()
}

func (q *eventQueue) pump() {
	defer close(q.out)
	for {
		q.mu.Lock()
		for len(q.items) == 0 && !q.closed {
			q.cond.Wait()
		}
		if len(q.items) == 0 {
			q.mu.Unlock()
			return
		}
		e := q.items[0]
		q.items[0] = Event{}
		q.items = q.items[1:]
		q.mu.Unlock()
		q.out <- e
	}
}

// Drain reads events until the channel closes, in the background: a
// subscriber that stops reading before the session ends calls it so the
// session's queue can finish.
func Drain(events <-chan Event) {
	go func() {
		for range events {
		}
	}()
}
