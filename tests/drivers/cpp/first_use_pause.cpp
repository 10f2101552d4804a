// A fill of generated/bitboards.hpp (BB_FILL_ON_FIRST_USE) paused between its
// tables, for tests/proofs/test_first_use.py, which reads its lines and checks
// each answer against the reference.
//
// The whole pages inside each packed table of the groups named on the command
// line are made read-only (mprotect), so that the fill's first store into a table
// faults; the SIGSEGV handler says which table, waits for main, makes the table's
// pages writable again and returns, and the store is made again. While the fill
// stands there (its group's tables partly stored, its mutex held), main asks every
// question of stdin ("LOOKUP SQ OCC", one a line), each from a thread of its own,
// gives them 50 ms to answer or to block, and at the first stop calls the same
// fill once more from another thread; then it resumes the fill. It prints, after
// joining every thread:
//     stop TABLE                   each stop, in order
//     answer LOOKUP SQ 0xOCC 0xANSWER   every question asked at every stop
//
// Usage: first_use_pause FILL GROUP... < questions
// FILL names an entry of FILLS (fill_magic_attacks ..., fill_slider_tables), each
// GROUP a fill group whose tables pause (first_use_groups.hpp, written from the
// model by the test: LOOKUPS, FILLS, TABLES).
#include "bitboards.hpp"

#include <signal.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

namespace bb = bitboards;

namespace {

struct NamedLookup {
    const char *name;
    std::uint64_t (*lookup)(std::uint64_t, int);
};

struct NamedFill {
    const char *name;
    void (*fill)();
};

struct Table {
    const char *name, *group;
    void *start;
    std::size_t bytes;
};

}  // namespace

#include "first_use_groups.hpp"

namespace {

const std::size_t TABLE_COUNT = sizeof TABLES / sizeof TABLES[0];

struct Pages {
    std::uintptr_t start = 0, end = 0;  // the whole pages inside the table
};

Pages pages[TABLE_COUNT];
std::atomic<int> stopped{-1};  // the table whose store stands, or -1
std::atomic<int> resumed{0};  // how many stops main has resumed

Pages whole_pages(const Table &t) {
    const std::uintptr_t page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    const std::uintptr_t start = reinterpret_cast<std::uintptr_t>(t.start);
    return Pages{(start + page - 1) / page * page, (start + t.bytes) / page * page};
}

void protect(std::size_t i, int prot) {
    if (pages[i].end > pages[i].start) mprotect(reinterpret_cast<void *>(pages[i].start), pages[i].end - pages[i].start, prot);
}

// A store into a paused table: stop until main resumes, then let the store be made.
void on_fault(int, siginfo_t *info, void *) {
    const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (std::size_t i = 0; i < TABLE_COUNT; i++) {
        if (pages[i].start <= at && at < pages[i].end) {
            const int before = resumed.load();
            stopped.store(static_cast<int>(i));
            const timespec nap{0, 1000000};
            while (resumed.load() == before) nanosleep(&nap, nullptr);
            protect(i, PROT_READ | PROT_WRITE);
            return;
        }
    }
    signal(SIGSEGV, SIG_DFL);  // a fault of its own: the store faults again, and ends the program
}

void (*fill_named(const char *name))() {
    for (const NamedFill &f : FILLS)
        if (std::strcmp(f.name, name) == 0) return f.fill;
    std::fprintf(stderr, "no fill %s\n", name);
    std::exit(2);
}

std::uint64_t (*lookup_named(const std::string &name))(std::uint64_t, int) {
    for (const NamedLookup &l : LOOKUPS)
        if (name == l.name) return l.lookup;
    std::fprintf(stderr, "no lookup %s\n", name.c_str());
    std::exit(2);
}

struct Question {
    std::string name;
    int sq;
    std::uint64_t occ;
};

struct Asked {
    const Question *question;
    std::uint64_t answer = 0;
    std::atomic<bool> done{false};
};

}  // namespace

int main(int argc, char **argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: first_use_pause FILL GROUP... < questions\n");
        return 2;
    }
    void (*fill)() = fill_named(argv[1]);
    std::vector<Question> questions;
    for (Question q; std::cin >> q.name >> q.sq >> q.occ;) questions.push_back(q);
    for (const Question &q : questions) lookup_named(q.name);

    struct sigaction action {};
    action.sa_sigaction = on_fault;
    action.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &action, nullptr);
    std::size_t paused = 0;
    for (std::size_t i = 0; i < TABLE_COUNT; i++)
        for (int a = 2; a < argc; a++)
            if (std::strcmp(TABLES[i].group, argv[a]) == 0) {
                pages[i] = whole_pages(TABLES[i]);
                protect(i, PROT_READ);
                paused += pages[i].end > pages[i].start;
            }

    std::atomic<bool> filled{false};
    std::thread filler([&] {
        fill();
        filled.store(true);
    });
    std::vector<std::thread> threads;
    std::vector<Asked *> asked;
    std::vector<int> stops;
    while (stops.size() < paused) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        while (stopped.load() < 0 && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(std::chrono::microseconds(200));
        if (stopped.load() < 0) break;  // the fill stored no more into a paused table
        stops.push_back(stopped.load());
        if (stops.size() == 1) threads.emplace_back(fill);  // a second fill while the first stands
        const std::size_t first = asked.size();
        for (const Question &q : questions) {
            Asked *a = new Asked;
            a->question = &q;
            asked.push_back(a);
            threads.emplace_back([a] {
                a->answer = lookup_named(a->question->name)(a->question->occ, a->question->sq);
                a->done.store(true);
            });
        }
        const auto wait = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
        for (std::size_t i = first; i < asked.size(); i++)
            while (!asked[i]->done.load() && std::chrono::steady_clock::now() < wait) std::this_thread::sleep_for(std::chrono::microseconds(200));
        stopped.store(-1);
        resumed.fetch_add(1);
    }
    filler.join();
    for (std::thread &t : threads) t.join();
    for (int s : stops) std::printf("stop %s\n", TABLES[s].name);
    for (const Asked *a : asked)
        std::printf("answer %s %d 0x%llx 0x%llx\n", a->question->name.c_str(), a->question->sq,
                    static_cast<unsigned long long>(a->question->occ), static_cast<unsigned long long>(a->answer));
    return filled.load() ? 0 : 1;
}
