package sudoku

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"
)

// Building a Model costs far more than most calls on it: on a classic 9x9,
// creating and deleting the Z3 context and the compiling check take about
// 10 ms of CPU, against tens of microseconds for an easy Unique. Programs
// that build a Model per puzzle, or per worker and request, pay that each
// time. So Close keeps the compiled form of a small Model for a moment,
// and New hands it out again when it is asked for the same rules on the
// same shape with the same options.

// poolMax is how many closed Models the pool keeps in all, and poolIdle
// how long it keeps each: after that, the Z3 memory is freed as Close
// always did.
const (
	poolMax  = 4
	poolIdle = 2 * time.Second
)

// poolMaxCells is the largest grid whose Models the pool keeps: a 9x9
// Model holds a few megabytes of Z3 memory, a 25x25 one hundreds.
const poolMaxCells = 16 * 16

var pool struct {
	mu   sync.Mutex
	idle map[string][]*pooled
	all  []*pooled // every idle Model, oldest first
}

type pooled struct {
	m     *Model
	timer *time.Timer
	ready chan struct{} // closed when m has its fresh solver, or failed
	err   error
}

// poolKey returns the key under which a Model of these rules and options
// is pooled, and false when it must not be: when some rule holds a value
// whose printed form does not say what it does (a function, pointer, map
// or channel), two rules with the same key could differ.
func poolKey(shape Shape, rules []Rule, cfg config) (string, bool) {
	if shape.NumCells() > poolMaxCells {
		return "", false
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%#v|%#v", shape, cfg)
	for _, r := range rules {
		v := reflect.ValueOf(r)
		if !plainData(v) {
			return "", false
		}
		fmt.Fprintf(&sb, "|%T%#v", r, r)
	}
	return sb.String(), true
}

// plainData reports whether v holds only plain data: numbers, strings and
// Booleans, in structs, arrays, slices and interfaces.
func plainData(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Invalid, reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return true
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if !plainData(v.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Array, reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			if !plainData(v.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Interface:
		return v.IsNil() || plainData(v.Elem())
	}
	return false
}

// fromPool returns a pooled Model for key, or nil.
func fromPool(key string) *Model {
	pool.mu.Lock()
	defer pool.mu.Unlock()
	ps := pool.idle[key]
	if len(ps) == 0 {
		return nil
	}
	p := ps[len(ps)-1]
	unpool(p)
	p.timer.Stop()
	pool.mu.Unlock()
	<-p.ready
	pool.mu.Lock()
	if p.err != nil {
		p.m.ctx.Close()
		return nil
	}
	return p.m
}

// unpool removes p from the pool. The caller holds pool.mu.
func unpool(p *pooled) bool {
	ps := pool.idle[p.m.key]
	i := slices.Index(ps, p)
	if i < 0 {
		return false
	}
	if ps = slices.Delete(ps, i, i+1); len(ps) == 0 {
		delete(pool.idle, p.m.key)
	} else {
		pool.idle[p.m.key] = ps
	}
	pool.all = slices.Delete(pool.all, slices.Index(pool.all, p), slices.Index(pool.all, p)+1)
	return true
}

// toPool keeps m's compiled form, moved to a new Model, and reports
// whether it did. The caller holds m.mu, and m is closed afterwards. The
// kept Model gets a fresh solver, compiled in the background, so that it
// behaves as a new Model would: what the old solver learned would change
// the solutions it finds, and a generator's seeds would no longer
// reproduce its puzzles.
func toPool(m *Model) bool {
	if m.key == "" || m.iterating > 0 {
		return false
	}
	pool.mu.Lock()
	defer pool.mu.Unlock()
	if len(pool.all) >= poolMax {
		// Make room: the oldest is the least likely to be asked for.
		oldest := pool.all[0]
		unpool(oldest)
		oldest.timer.Stop()
		go func() {
			<-oldest.ready
			oldest.m.ctx.Close()
		}()
	}
	if pool.idle == nil {
		pool.idle = make(map[string][]*pooled)
	}
	kept := &Model{
		shape: m.shape, cfg: m.cfg, enc: m.enc, e: m.e, rules: m.rules, native: m.native,
		ctx: m.ctx, asserts: m.asserts,
		lits: m.lits, eqs: m.eqs, ints: m.ints, bvs: m.bvs, arith: m.arith,
		prop: m.prop, opaque: m.opaque, rawZ3: m.rawZ3, key: m.key,
	}
	p := &pooled{m: kept, ready: make(chan struct{})}
	old := m.solver
	go func() {
		defer close(p.ready)
		old.Close()
		kept.solver, p.err = kept.newSolver()
	}()
	p.timer = time.AfterFunc(poolIdle, func() { evict(p) })
	pool.idle[m.key] = append(pool.idle[m.key], p)
	pool.all = append(pool.all, p)
	return true
}

// evict frees a pooled Model that nobody asked for in time.
func evict(p *pooled) {
	pool.mu.Lock()
	found := unpool(p)
	pool.mu.Unlock()
	if found {
		<-p.ready
		p.m.ctx.Close()
	}
}
