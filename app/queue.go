package app

import "sync"

// eventQueue hands events to one subscriber without ever blocking the
// table: events wait in an unbounded slice and a pump goroutine feeds the
// subscriber's channel as fast as it reads.
type eventQueue struct {
	mu     sync.Mutex
	cond   *sync.Cond
	items  []Event
	closed bool
	out    chan Event
	done   chan struct{}
}

func newEventQueue() *eventQueue {
	q := &eventQueue{out: make(chan Event), done: make(chan struct{})}
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

// close delivers what is already queued (if the reader keeps reading) and
// then closes the channel; a reader that stopped reading does not leak the
// pump, because done releases it.
func (q *eventQueue) close() {
	q.mu.Lock()
	if !q.closed {
		q.closed = true
		close(q.done)
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
		select {
		case q.out <- e:
		case <-q.done:
			return
		}
	}
}
