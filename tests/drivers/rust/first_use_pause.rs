// A fill of generated/bitboards.rs paused between its tables, for
// tests/proofs/test_first_use.py, which reads its lines and checks each answer
// against the reference: tests/drivers/cpp/first_use_pause.cpp's protocol and
// method, in Rust.
//
// The whole pages inside each packed table of the groups named on the command
// line are made read-only (mprotect), so that the fill's first store into a table
// faults; the SIGSEGV handler says which table, waits for main, makes the table's
// pages writable again and returns, and the store is made again. While the fill
// stands there (its groups FILLING, their tables partly stored), main asks every
// question of stdin ("LOOKUP SQ OCC", one a line), each from a thread of its own,
// gives them 50 ms to answer or to block, and at the first stop calls the same
// fill once more from another thread; then it resumes the fill. It prints, after
// joining every thread:
//     stop TABLE                        each stop, in order
//     answer LOOKUP SQ 0xOCC 0xANSWER   every question asked at every stop
//
// Usage: first_use_pause FILL GROUP... < questions
// FILL names an entry of FILLS (fill_magic_attacks ..., fill_slider_tables), each
// GROUP a fill group whose tables pause. The module is included as its header
// says (`mod bitboards { include!("bitboards.rs"); }`) with first_use_groups.rs,
// which the test writes from the model, in the same module: LOOKUPS, FILLS and
// tables(), each packed table's name, group, address and size (the tables are
// private statics).
//
// libc's mprotect, sigaction and sysconf are declared here, no crate: the layouts
// are glibc's on 64-bit Linux (x86-64 and aarch64), where the test runs.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

mod bitboards {
    #![allow(dead_code)]
    include!("bitboards.rs");
    include!("first_use_groups.rs");
}

const PROT_READ: i32 = 1;
const PROT_WRITE: i32 = 2;
const SIGSEGV: i32 = 11;
const SA_SIGINFO: i32 = 4;
const SC_PAGESIZE: i32 = 30;

#[repr(C)]
struct SigAction {
    sa_sigaction: extern "C" fn(i32, *const SigInfo, usize),
    sa_mask: [u64; 16],
    sa_flags: i32,
    sa_restorer: usize,
}

// the head of siginfo_t: the faulting address follows three ints and padding
#[repr(C)]
struct SigInfo {
    si_signo: i32,
    si_errno: i32,
    si_code: i32,
    si_addr: usize,
}

extern "C" {
    fn mprotect(addr: usize, len: usize, prot: i32) -> i32;
    fn sigaction(signum: i32, act: *const SigAction, oldact: *mut SigAction) -> i32;
    fn sysconf(name: i32) -> isize;
}

// the whole pages inside each table, [start, end), by the index of tables()
static PAGES: [(AtomicUsize, AtomicUsize); 32] = [const { (AtomicUsize::new(0), AtomicUsize::new(0)) }; 32];
static STOPPED: AtomicIsize = AtomicIsize::new(-1); // the table whose store stands, or -1
static RESUMED: AtomicUsize = AtomicUsize::new(0); // how many stops main has resumed

fn protect(i: usize, prot: i32) {
    let (start, end) = (PAGES[i].0.load(Ordering::SeqCst), PAGES[i].1.load(Ordering::SeqCst));
    if end > start {
        // SAFETY: the pages lie inside a static table of the module.
        unsafe { mprotect(start, end - start, prot) };
    }
}

// A store into a paused table: stop until main resumes, then let the store be made.
extern "C" fn on_fault(_: i32, info: *const SigInfo, _: usize) {
    // SAFETY: the kernel hands a SIGSEGV handler with SA_SIGINFO its siginfo_t.
    let at = unsafe { (*info).si_addr };
    for (i, (start, end)) in PAGES.iter().enumerate() {
        if start.load(Ordering::SeqCst) <= at && at < end.load(Ordering::SeqCst) {
            let before = RESUMED.load(Ordering::SeqCst);
            STOPPED.store(i as isize, Ordering::SeqCst);
            while RESUMED.load(Ordering::SeqCst) == before {
                thread::sleep(Duration::from_millis(1));
            }
            protect(i, PROT_READ | PROT_WRITE);
            return;
        }
    }
    std::process::abort(); // a fault of its own
}

fn fill_named(name: &str) -> fn() {
    match bitboards::FILLS.iter().find(|f| f.0 == name) {
        Some(f) => f.1,
        None => panic!("no fill {}", name),
    }
}

fn lookup_named(name: &str) -> fn(u64, usize) -> u64 {
    match bitboards::LOOKUPS.iter().find(|l| l.0 == name) {
        Some(l) => l.1,
        None => panic!("no lookup {}", name),
    }
}

struct Asked {
    name: String,
    sq: usize,
    occ: u64,
    answer: AtomicU64,
    done: AtomicBool,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    assert!(args.len() >= 2, "usage: first_use_pause FILL GROUP... < questions");
    let fill = fill_named(&args[1]);
    let mut questions = Vec::new();
    for line in io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let words: Vec<&str> = line.split_whitespace().collect();
        lookup_named(words[0]);
        questions.push((words[0].to_string(), words[1].parse::<usize>().unwrap(), words[2].parse::<u64>().unwrap()));
    }

    let action = SigAction { sa_sigaction: on_fault, sa_mask: [0; 16], sa_flags: SA_SIGINFO, sa_restorer: 0 };
    // SAFETY: a valid sigaction; the handler only reads atomics, sleeps and calls mprotect.
    unsafe { sigaction(SIGSEGV, &action, std::ptr::null_mut()) };
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { sysconf(SC_PAGESIZE) } as usize;
    let tables = bitboards::tables();
    assert!(tables.len() <= PAGES.len());
    let mut paused = 0;
    for (i, &(_, group, start, bytes)) in tables.iter().enumerate() {
        if args[2..].iter().any(|a| a == group) {
            let (first, end) = ((start + page - 1) / page * page, (start + bytes) / page * page);
            PAGES[i].0.store(first, Ordering::SeqCst);
            PAGES[i].1.store(end, Ordering::SeqCst);
            protect(i, PROT_READ);
            paused += (end > first) as usize;
        }
    }

    let filled = Arc::new(AtomicBool::new(false));
    let filler = {
        let filled = filled.clone();
        thread::spawn(move || {
            fill();
            filled.store(true, Ordering::SeqCst);
        })
    };
    let mut threads = Vec::new();
    let mut asked: Vec<Arc<Asked>> = Vec::new();
    let mut stops = Vec::new();
    while stops.len() < paused {
        let deadline = Instant::now() + Duration::from_secs(30);
        while STOPPED.load(Ordering::SeqCst) < 0 && Instant::now() < deadline {
            thread::sleep(Duration::from_micros(200));
        }
        if STOPPED.load(Ordering::SeqCst) < 0 {
            break; // the fill stored no more into a paused table
        }
        stops.push(STOPPED.load(Ordering::SeqCst) as usize);
        if stops.len() == 1 {
            threads.push(thread::spawn(fill)); // a second fill while the first stands
        }
        let first = asked.len();
        for (name, sq, occ) in &questions {
            let a = Arc::new(Asked { name: name.clone(), sq: *sq, occ: *occ, answer: AtomicU64::new(0), done: AtomicBool::new(false) });
            asked.push(a.clone());
            threads.push(thread::spawn(move || {
                a.answer.store(lookup_named(&a.name)(a.occ, a.sq), Ordering::SeqCst);
                a.done.store(true, Ordering::SeqCst);
            }));
        }
        let wait = Instant::now() + Duration::from_millis(50);
        for a in &asked[first..] {
            while !a.done.load(Ordering::SeqCst) && Instant::now() < wait {
                thread::sleep(Duration::from_micros(200));
            }
        }
        STOPPED.store(-1, Ordering::SeqCst);
        RESUMED.fetch_add(1, Ordering::SeqCst);
    }
    filler.join().unwrap();
    for t in threads {
        t.join().unwrap();
    }
    let mut out = io::stdout().lock();
    for s in stops {
        writeln!(out, "stop {}", tables[s].0).unwrap();
    }
    for a in &asked {
        writeln!(out, "answer {} {} 0x{:x} 0x{:x}", a.name, a.sq, a.occ, a.answer.load(Ordering::SeqCst)).unwrap();
    }
    std::process::exit(if filled.load(Ordering::SeqCst) { 0 } else { 1 });
}
