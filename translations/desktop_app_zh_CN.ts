<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionBar</name>
    <message>
        <source>Play as: {reading}</source>
        <translation>按 {reading} 出</translation>
    </message>
    <message>
        <source>Plan: 1 play</source>
        <translation>规划：1 手</translation>
    </message>
    <message>
        <source>Plan: {n} plays</source>
        <translation>规划：{n} 手</translation>
    </message>
    <message>
        <source>No bid (P)</source>
        <translation>不叫 (P)</translation>
    </message>
    <message>
        <source>Call landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <translation>不叫</translation>
    </message>
    <message>
        <source>Grab landlord</source>
        <translation>抢地主</translation>
    </message>
    <message>
        <source>Don&apos;t grab</source>
        <translation>不抢</translation>
    </message>
    <message>
        <source>Start with cards shown (×4)</source>
        <translation>明牌开始（×4）</translation>
    </message>
    <message>
        <source>Don&apos;t show</source>
        <translation>不明牌</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Keep hidden</source>
        <translation>不明牌</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Bury selected cards</source>
        <translation>埋下选中的牌</translation>
    </message>
    <message>
        <source>No bid is possible now: pass.</source>
        <translation>现在无分可叫：请不叫。</translation>
    </message>
    <message>
        <source>The only bid now is {low}.</source>
        <translation>现在只能叫 {low}。</translation>
    </message>
    <message>
        <source>Bids now: {low} to {high}, in steps of {step}.</source>
        <translation>现在可叫 {low} 到 {high}，每次加 {step}。</translation>
    </message>
    <message>
        <source>Type a bid. {rule}</source>
        <translation>请输入叫分。{rule}</translation>
    </message>
    <message>
        <source>{amount} is not a bid. {rule}</source>
        <translation>{amount} 不能叫。{rule}</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Show the hand in the planned groups of plays (the sort order in the View menu stays)</source>
        <translation>按规划的牌组显示手牌（视图菜单里的理牌方式不变）</translation>
    </message>
    <message>
        <source>Finish quickly</source>
        <translation>快速打完</translation>
    </message>
    <message>
        <source>Nobody at this table plays any more: let the bots finish at once</source>
        <translation>牌桌上已没有真人在打：让电脑立刻打完</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>牌型规划</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>不出 (P)</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>出牌 (Enter)</translation>
    </message>
    <message>
        <source>Suggest a play; press again for the next suggestion</source>
        <translation>提示一手牌；再按一次看下一个提示</translation>
    </message>
</context>
<context>
    <name>CardCounter</name>
    <message>
        <source>Big</source>
        <extracomment>One style sheet for every cell, set once: a count of 0 is greyed through the ``gone`` property, so a play changes only the texts (no style sheet parsed per play).</extracomment>
        <translation>大王</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Card counter: cards still unseen</source>
        <translation>记牌器：尚未出现的牌</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Mute {name}</source>
        <extracomment>the names&apos; colours, by seat (spectators and notes have their own) characters left when the counter under the box starts to show</extracomment>
        <translation>屏蔽 {name}</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name}（观战）</translation>
    </message>
    <message>
        <source>{n} characters left</source>
        <translation>还可输入 {n} 个字</translation>
    </message>
    <message>
        <source>Say something… (Enter sends)</source>
        <translation>说点什么…（回车发送）</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Quick phrases</source>
        <translation>快捷短语</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>屏蔽</translation>
    </message>
    <message>
        <source>Hide a player&apos;s lines</source>
        <translation>不再显示某位玩家的发言</translation>
    </message>
</context>
<context>
    <name>ClientWaitingDialog</name>
    <message>
        <source>Room {room}</source>
        <translation>房间 {room}</translation>
    </message>
    <message>
        <source>Room {room}: {game}, {n} players</source>
        <translation>房间 {room}：{game}，{n} 人</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入牌局</translation>
    </message>
    <message>
        <source>Connecting {name} to {address}, port {port}…</source>
        <translation>正在为 {name} 连接 {address}，端口 {port}…</translation>
    </message>
    <message>
        <source>The game starts…</source>
        <translation>牌局即将开始…</translation>
    </message>
    <message>
        <source>You are watching as a spectator: you see the table but never a hand.</source>
        <translation>你正在观战：能看到牌桌，但看不到任何人的手牌。</translation>
    </message>
    <message>
        <source>Waiting for the game to start: it starts when every open seat is taken or when the host starts it.</source>
        <translation>等待开局：所有空位坐满，或者房主宣布开始时，牌局就会开始。</translation>
    </message>
    <message>
        <source>Press Ready when you are. The game starts once every seat is taken and everyone is ready, or when the host starts it.</source>
        <translation>准备好了就按“准备”。座位坐满且所有人都准备好后，或者房主宣布开始时，牌局就会开始。</translation>
    </message>
    <message>
        <source>You are ready. Waiting for {n} more player(s)…</source>
        <translation>你已准备。还在等待 {n} 位玩家…</translation>
    </message>
    <message>
        <source>You are ready. Waiting for {names}…</source>
        <translation>你已准备。正在等待 {names}…</translation>
    </message>
    <message>
        <source>You are ready. The game starts in a moment…</source>
        <translation>你已准备。牌局马上开始…</translation>
    </message>
    <message>
        <source>Cancel ready</source>
        <translation>取消准备</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>离开</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>The lottery is drawn.</source>
        <translation>抽签完成。</translation>
    </message>
    <message>
        <source>Nobody called: the cards are dealt again.</source>
        <translation>无人叫地主：重新发牌。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局结束。</translation>
    </message>
    <message>
        <source>The scores are settled.</source>
        <translation>结算完成。</translation>
    </message>
    <message>
        <source>A new round starts.</source>
        <translation>新一轮开始。</translation>
    </message>
    <message>
        <source>The bottom cards are put aside.</source>
        <translation>底牌已放在一边。</translation>
    </message>
    <message>
        <source>The game starts.</source>
        <translation>牌局开始。</translation>
    </message>
    <message>
        <source>A new trick starts.</source>
        <translation>新的一墩开始。</translation>
    </message>
    <message>
        <source>The sky cards are settled.</source>
        <translation>天牌结算完成。</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>发牌完成。</translation>
    </message>
    <message>
        <source>Every hand is shown face up.</source>
        <translation>各家亮出手牌。</translation>
    </message>
    <message>
        <source>{name} leads first.</source>
        <translation>{name} 首先出牌。</translation>
    </message>
    <message>
        <source>{name} is back at the table (the lines above happened meanwhile).</source>
        <translation>{name} 回到牌桌（以上是离开期间发生的事）。</translation>
    </message>
    <message>
        <source>{name} has one card left!</source>
        <translation>{name} 报单！</translation>
    </message>
    <message>
        <source>{name} is out of cards.</source>
        <translation>{name} 出完了牌。</translation>
    </message>
    <message>
        <source>{name} escapes from the game.</source>
        <translation>{name} 逃跑了。</translation>
    </message>
    <message>
        <source>{name} is drawn to open the bidding.</source>
        <translation>抽中 {name} 先叫。</translation>
    </message>
    <message>
        <source>{name} opens the bidding.</source>
        <translation>{name} 开始叫分。</translation>
    </message>
    <message>
        <source>{name} may grab the earth with one more play.</source>
        <translation>{name} 可以再出一手抢地。</translation>
    </message>
    <message>
        <source>{name} does not grab the earth.</source>
        <translation>{name} 放弃抢地。</translation>
    </message>
    <message>
        <source>{name} takes the kitty.</source>
        <translation>{name} 拿起底牌。</translation>
    </message>
    <message>
        <source>{name} buries 8 cards.</source>
        <translation>{name} 埋了 8 张底牌。</translation>
    </message>
    <message>
        <source>{name}&apos;s bomb is beaten.</source>
        <translation>{name} 的炸弹被压住了。</translation>
    </message>
    <message>
        <source>{name} abandons the game.</source>
        <translation>{name} 弃权。</translation>
    </message>
    <message>
        <source>{name} is the landlord.</source>
        <translation>{name} 是地主。</translation>
    </message>
    <message>
        <source>{name} is the dealer.</source>
        <translation>{name} 是庄家。</translation>
    </message>
    <message>
        <source>{name} is the banker.</source>
        <translation>{name} 是庄家。</translation>
    </message>
    <message>
        <source>{name} leads.</source>
        <translation>{name} 出牌。</translation>
    </message>
    <message>
        <source>{name} wins with sky cards!</source>
        <translation>{name} 天牌获胜！</translation>
    </message>
    <message>
        <source>{name} goes out at once: Earth!</source>
        <translation>{name} 一手出完：地牌！</translation>
    </message>
    <message>
        <source>{name} grabs the earth!</source>
        <translation>{name} 抢地成功！</translation>
    </message>
    <message>
        <source>{name} empties their hand: Man!</source>
        <translation>{name} 出完手牌：人牌！</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} 出 {cards}</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} 不出。</translation>
    </message>
    <message>
        <source>{name} wins the trick and {points} points.</source>
        <translation>{name} 赢得这一墩和 {points} 分。</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>{name} 赢得这一墩。</translation>
    </message>
    <message>
        <source>{name} does not bid.</source>
        <translation>{name} 不叫。</translation>
    </message>
    <message>
        <source>{name} bids {value}.</source>
        <translation>{name} 叫 {value} 分。</translation>
    </message>
    <message>
        <source>{name} calls the landlord.</source>
        <translation>{name} 叫地主。</translation>
    </message>
    <message>
        <source>{name} does not call.</source>
        <translation>{name} 不叫。</translation>
    </message>
    <message>
        <source>{name} grabs the landlord.</source>
        <translation>{name} 抢地主。</translation>
    </message>
    <message>
        <source>{name} does not grab.</source>
        <translation>{name} 不抢。</translation>
    </message>
    <message>
        <source>{name} shows their cards: {cards}</source>
        <translation>{name} 明牌：{cards}</translation>
    </message>
    <message>
        <source>{name} shows their cards.</source>
        <translation>{name} 明牌。</translation>
    </message>
    <message>
        <source>{name} chooses trumps: {suit}.</source>
        <translation>{name} 定主：{suit}。</translation>
    </message>
    <message>
        <source>{name} buries {cards}.</source>
        <translation>{name} 埋底：{cards}。</translation>
    </message>
    <message>
        <source>The wild rank is {rank}.</source>
        <translation>癞子是 {rank}。</translation>
    </message>
    <message>
        <source>The knife rank is {rank}.</source>
        <translation>刀是 {rank}。</translation>
    </message>
    <message>
        <source>The bottom cards: {cards}.</source>
        <translation>底牌：{cards}。</translation>
    </message>
    <message>
        <source>Now: {phase}.</source>
        <translation>现在：{phase}。</translation>
    </message>
    <message>
        <source>Banker: {name}.</source>
        <translation>庄家：{name}。</translation>
    </message>
    <message>
        <source>First dealer: {name}.</source>
        <translation>首发牌者：{name}。</translation>
    </message>
    <message>
        <source>Round {n}: {name} leads.</source>
        <translation>第 {n} 轮：{name} 出牌。</translation>
    </message>
    <message>
        <source>The lead passes to {name}.</source>
        <translation>由 {name} 接风出牌。</translation>
    </message>
    <message>
        <source>{name} shows their cards before the deal.</source>
        <translation>{name} 明牌开始。</translation>
    </message>
    <message>
        <source>{a} &amp; {b}</source>
        <translation>{a}、{b}</translation>
    </message>
    <message>
        <source>Lottery: {banker} is the banker, {dealer} deals first; relay order (接风): {queue}.</source>
        <translation>抽签：{banker} 是庄家，{dealer} 首先发牌；接风顺序：{queue}。</translation>
    </message>
    <message>
        <source>{name} wins with sky cards: {kinds}, {klass}: {score} points!</source>
        <translation>{name} 天牌获胜：{kinds}，{klass}，得 {score} 分！</translation>
    </message>
    <message>
        <source>Three kinds of sky cards at one table: ×3.</source>
        <translation>同局出现三类天牌：×3。</translation>
    </message>
    <message>
        <source>Nobody holds sky cards: the game is played out.</source>
        <translation>无人持有天牌：进入实赛。</translation>
    </message>
    <message>
        <source>{name} goes out with the first play: Earth (地牌), {score} points!</source>
        <translation>{name} 首手出完：地牌，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name} grabs the earth (抢地): {score} points!</source>
        <translation>{name} 抢地成功，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name} is the last player left: Man (人牌) by walkover, {score} points.</source>
        <translation>{name} 是最后留下的玩家：不战而得人牌，得 {score} 分。</translation>
    </message>
    <message>
        <source>{name} empties their hand: Man (人牌), {score} points!</source>
        <translation>{name} 出完手牌：人牌，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name}&apos;s throw {attempted} fails: {holder} holds {cards}. {name} plays {forced} instead.</source>
        <translation>{name} 甩牌 {attempted} 失败：{holder} 有更大的 {cards}。{name} 改出 {forced}。</translation>
    </message>
    <message>
        <source>First half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first} receives the first card; {holder} gets the turned card and leads.</source>
        <translation>上半局。翻出的刀牌是 {card}，刀为 {rank}。{first} 第一个摸牌；{holder} 摸到这张刀牌，先出牌。</translation>
    </message>
    <message>
        <source>Second half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first}, first out of the first half, receives the first card and leads.</source>
        <translation>下半局。翻出的刀牌是 {card}，刀为 {rank}。上半局的上游 {first} 第一个摸牌并先出牌。</translation>
    </message>
    <message>
        <source>The first half is over.</source>
        <translation>上半局结束。</translation>
    </message>
    <message>
        <source>The second half is over.</source>
        <translation>下半局结束。</translation>
    </message>
    <message>
        <source>First out (上游): {up}; last out (下游): {down}.</source>
        <translation>上游：{up}；下游：{down}。</translation>
    </message>
    <message>
        <source>Points this half: {a} {p}, {b} {q}.</source>
        <translation>本半局得分：{a} {p}，{b} {q}。</translation>
    </message>
    <message>
        <source>Double clip (双夹)! {side} win the game.</source>
        <translation>双夹！{side} 获胜。</translation>
    </message>
    <message>
        <source>No double clip (双夹): the second half decides.</source>
        <translation>未成双夹：进行下半局。</translation>
    </message>
    <message>
        <source>{side} win by double clip (双夹).</source>
        <translation>{side} 双夹获胜。</translation>
    </message>
    <message>
        <source>300 : 300: {side} win, their side went out first in the first half.</source>
        <translation>300 : 300：{side} 获胜（上半局上游一方）。</translation>
    </message>
    <message>
        <source>{side} win on points, {p} : {q} over both halves.</source>
        <translation>{side} 以两个半局合计 {p} : {q} 获胜。</translation>
    </message>
    <message>
        <source>{name} goes out first: first out (上游)!</source>
        <translation>{name} 第一个出完：上游！</translation>
    </message>
    <message>
        <source>{name} keeps their cards hidden.</source>
        <translation>{name} 不明牌。</translation>
    </message>
    <message>
        <source>You receive {cards}.</source>
        <translation>你拿到 {cards}牌。</translation>
    </message>
    <message>
        <source>{name} receives {cards}.</source>
        <translation>{name} 拿到 {cards}牌。</translation>
    </message>
    <message>
        <source>{name} is the dealer with a bid of {bid}.</source>
        <translation>{name} 以 {bid} 分做庄。</translation>
    </message>
    <message>
        <source>Spring! The stake doubles.</source>
        <translation>春天！倍数翻倍。</translation>
    </message>
    <message>
        <source>Count: the dealer&apos;s side took {d} points, the defenders {f} (bid {bid}).</source>
        <translation>计分：庄家一方得 {d} 分，闲家 {f} 分（叫分 {bid}）。</translation>
    </message>
    <message>
        <source>The game is over: {scores}.</source>
        <translation>本局结束：{scores}。</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}：{what}</translation>
    </message>
</context>
<context>
    <name>GameChoicesDialog</name>
    <message>
        <source>Bot ({level})</source>
        <extracomment>The range of the spin boxes of integer and decimal rule options. str options offered as a list of choices: option name -&gt; values the seat kinds that are a bot of that level</extracomment>
        <translation>电脑（{level}）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>比赛局数</translation>
    </message>
    <message>
        <source>Seats (in play order)</source>
        <translation>座位（按出牌顺序）</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No game is available yet.</source>
        <translation>暂时没有可玩的游戏。</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the mouse to {name} — click when ready</source>
        <translation>请把鼠标交给 {name} —— 准备好后点击</translation>
    </message>
    <message>
        <source>Every hand is hidden until {name} is at the screen.</source>
        <translation>在 {name} 坐到屏幕前之前，所有手牌都已隐藏。</translation>
    </message>
    <message>
        <source>I am {name}: show my hand (Enter)</source>
        <translation>我是 {name}：显示我的手牌 (Enter)</translation>
    </message>
</context>
<context>
    <name>HistoryInstaller</name>
    <message>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（电脑，{level}）</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>{names} 获胜</translation>
    </message>
    <message>
        <source>Nobody won</source>
        <translation>无人获胜</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>LAN, hosted here</source>
        <translation>局域网，本机开房</translation>
    </message>
    <message>
        <source>LAN at {host}</source>
        <translation>局域网，房主 {host}</translation>
    </message>
    <message>
        <source>fair deal verified</source>
        <translation>公平发牌已核验</translation>
    </message>
    <message>
        <source>deal check failed</source>
        <translation>发牌核验未通过</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>{n} of {length}</source>
        <extracomment>The order of the list, by the store&apos;s query (the whole history, not the loaded rows). Set when the history could not be read (the page says it).</extracomment>
        <translation>第 {n} / {length} 局</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>玩家与得分</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>场次</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地点</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Games: {n}</source>
        <translation>对局：{n} 局</translation>
    </message>
    <message>
        <source>No games match.</source>
        <translation>没有符合条件的对局。</translation>
    </message>
    <message>
        <source>No finished games yet: every game played to its end is kept here.</source>
        <translation>还没有打完的对局：每一局打完的牌都会保存在这里。</translation>
    </message>
    <message>
        <source>The history cannot be read: {reason}</source>
        <translation>无法读取历史记录：{reason}</translation>
    </message>
    <message>
        <source>The history is not being saved this time: games are kept until Paiju closes.</source>
        <translation>本次的历史记录不会保存：对局只保留到牌局关闭为止。</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>任意玩家</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>任意结果</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} 胜</translation>
    </message>
    <message>
        <source>{name} lost</source>
        <translation>{name} 负</translation>
    </message>
    <message>
        <source>Won at this PC</source>
        <translation>本机玩家胜</translation>
    </message>
    <message>
        <source>Lost at this PC</source>
        <translation>本机玩家负</translation>
    </message>
    <message>
        <source>{name}: {result}</source>
        <translation>{name}：{result}</translation>
    </message>
    <message>
        <source>{result} (any player)</source>
        <translation>{result}（任一玩家）</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Export the selected games to a folder</source>
        <translation>把选中的对局导出到文件夹</translation>
    </message>
    <message>
        <source>Games that could not be written to {folder}: {n}.</source>
        <translation>无法写入 {folder} 的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Games exported to {folder}: {n}.</source>
        <translation>已导出到 {folder} 的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>导入对局</translation>
    </message>
    <message>
        <source>Paiju replays and games (*.paiju-replay *.json *.paiju)</source>
        <translation>牌局录像与牌局文件 (*.paiju-replay *.json *.paiju)</translation>
    </message>
    <message>
        <source>Games added to the history: {n}.</source>
        <translation>已加入历史记录的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Games already in the history, left out: {n}.</source>
        <translation>历史记录中已有、未重复加入的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Unfinished games, left out: {n}.</source>
        <translation>未打完、未加入的对局：{n} 局。</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>无法读取 {file}：{reason}</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>删除对局</translation>
    </message>
    <message>
        <source>Delete the selected games from the history ({n})? Their replays are lost. The players&apos; profiles keep their figures.</source>
        <translation>从历史记录中删除选中的对局（{n} 局）吗？这些对局的回放将丢失。玩家档案中的统计数字保持不变。</translation>
    </message>
    <message>
        <source>The games could not be deleted: {reason}</source>
        <translation>无法删除这些对局：{reason}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部游戏</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>任意地点</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>On a LAN</source>
        <translation>局域网</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>按玩家名字搜索</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>观看回放</translation>
    </message>
    <message>
        <source>Match totals</source>
        <translation>整场累计</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Watch the selected game again (or double-click it)</source>
        <translation>重新观看选中的对局（或双击它）</translation>
    </message>
    <message>
        <source>This game cannot be opened: what the history keeps of it is damaged.</source>
        <translation>无法打开这局对局：历史记录中保存的内容已损坏。</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>A person at this PC</source>
        <translation>本机玩家</translation>
    </message>
    <message>
        <source>Open for a remote person</source>
        <translation>空位（留给远程玩家）</translation>
    </message>
    <message>
        <source>Whoever joins</source>
        <translation>由加入的人填写</translation>
    </message>
    <message>
        <source>Paiju room</source>
        <translation>牌局房间</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The port a room listens on unless the host picks another (0: any free port). the seat kinds of a room: a person at this PC, a seat open for a remote person, bots the grace period a room offers unless the host picks another (s)</extracomment>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>Open at least one seat for a remote person (with none, play at this PC: Game ▸ New game).</source>
        <translation>请至少留一个空位给其他电脑上的玩家（不留空位的话，请直接在本机开局：游戏 ▸ 新游戏）。</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>创建房间</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Room options</source>
        <translation>房间选项</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>房间名</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>任意空闲端口</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>With a password, only people who type it can join.</source>
        <translation>设置密码后，只有输入密码的人才能加入。</translation>
    </message>
    <message>
        <source>A player who drops out keeps the seat</source>
        <translation>掉线玩家的座位保留</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>到本局结束</translation>
    </message>
    <message>
        <source>Meanwhile a bot plays for them; after that the game&apos;s own rule for leaving applies.</source>
        <translation>在此期间由电脑代打；超过时间后按该游戏自己的离场规则处理。</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>出牌限时</translation>
    </message>
    <message>
        <source>{n} s per turn</source>
        <translation>每手 {n} 秒</translation>
    </message>
    <message>
        <source>off (no time limit)</source>
        <translation>关闭（不限时）</translation>
    </message>
    <message>
        <source>When a person&apos;s time runs out a bot moves for them; after three in a row it plays on (托管).</source>
        <translation>玩家超时后由电脑代出一手；连续超时三次则转入托管。</translation>
    </message>
    <message>
        <source>Spectators see each trick only once it is over</source>
        <translation>观众要等一轮出完才能看到这一轮的牌</translation>
    </message>
    <message>
        <source>Show the room to others on this network (in their Join dialog)</source>
        <translation>让局域网内的其他人看到这个房间（在他们的“加入牌局”里）</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>开放房间</translation>
    </message>
    <message>
        <source>for {n} minutes</source>
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <source>for {n} s</source>
        <translation>{n} 秒</translation>
    </message>
</context>
<context>
    <name>HostWaitingDialog</name>
    <message>
        <source>Move {name} to seat {n}</source>
        <translation>把 {name} 换到 {n} 号座位</translation>
    </message>
    <message>
        <source>Let {name} chat again</source>
        <translation>解除 {name} 的禁言</translation>
    </message>
    <message>
        <source>Mute {name}&apos;s chat</source>
        <translation>将 {name} 禁言</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>把 {name} 请出房间</translation>
    </message>
    <message>
        <source>Remove and ban {name}</source>
        <translation>把 {name} 请出房间并拉黑</translation>
    </message>
    <message>
        <source>Make it a bot ({level})</source>
        <translation>改为电脑（{level}）</translation>
    </message>
    <message>
        <source>Open it for a remote person</source>
        <translation>改为空位（留给远程玩家）</translation>
    </message>
    <message>
        <source>The room is open again. Waiting for {names} to come back…</source>
        <translation>房间已重新开放。正在等待 {names} 回来…</translation>
    </message>
    <message>
        <source>The game starts…</source>
        <translation>牌局即将开始…</translation>
    </message>
    <message>
        <source>Waiting for {n} more player(s). The game starts by itself once every seat is taken and everyone is ready.</source>
        <translation>还在等待 {n} 位玩家。座位坐满且所有人都准备好后，牌局自动开始。</translation>
    </message>
    <message>
        <source>Waiting for {names} to say Ready.</source>
        <translation>正在等待 {names} 准备。</translation>
    </message>
    <message>
        <source>Every seat is taken and everyone is ready: the game starts.</source>
        <translation>座位已满，所有人都已准备：牌局开始。</translation>
    </message>
    <message>
        <source>Everyone seated must say Ready first.</source>
        <translation>入座的玩家都要先准备。</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>房间 {room}</translation>
    </message>
    <message>
        <source>Room {room}: {game}, {n} players</source>
        <translation>房间 {room}：{game}，{n} 人</translation>
    </message>
    <message>
        <source>Tell the others to join at this address and port:</source>
        <translation>请告诉其他人用这个地址和端口加入：</translation>
    </message>
    <message>
        <source>{address}  port {port}</source>
        <translation>{address}  端口 {port}</translation>
    </message>
    <message>
        <source>port {port}</source>
        <translation>端口 {port}</translation>
    </message>
    <message>
        <source>Loopback-only mode: only programs on this PC can join (at 127.0.0.1).</source>
        <translation>仅限本机回环模式：只有本机上的程序能加入（127.0.0.1）。</translation>
    </message>
    <message>
        <source>This PC has no network address yet: connect it to the LAN first.</source>
        <translation>本机还没有网络地址：请先连接局域网。</translation>
    </message>
    <message>
        <source>The room has a password.</source>
        <translation>房间设有密码。</translation>
    </message>
    <message>
        <source>The room has no password.</source>
        <translation>房间没有密码。</translation>
    </message>
    <message>
        <source>Seat…</source>
        <translation>座位…</translation>
    </message>
    <message>
        <source>Fill with bots</source>
        <translation>空位补电脑</translation>
    </message>
    <message>
        <source>Open the bot seats</source>
        <translation>电脑座位改为空位</translation>
    </message>
    <message>
        <source>Right-click a seat (or pick it and press Seat…) to move, mute or remove its player.</source>
        <translation>右键点击座位（或选中后按“座位…”），可以为该玩家换座、禁言或请出房间。</translation>
    </message>
    <message>
        <source>Change the rules…</source>
        <translation>修改规则…</translation>
    </message>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>立即开始（空位由电脑补上）</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>关闭房间</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type a name for each person at this PC.</source>
        <translation>请为本机的每位玩家输入名字。</translation>
    </message>
    <message>
        <source>{name} cannot be a name: a name has at most {n} characters and no control characters.</source>
        <translation>“{name}”不能用作名字：名字最多 {n} 个字符，且不能含控制字符。</translation>
    </message>
    <message>
        <source>Each person at this PC needs a name of their own.</source>
        <translation>本机的每位玩家都需要一个不同的名字。</translation>
    </message>
    <message>
        <source>Person {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入牌局</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>房主地址</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>例如 192.168.1.20</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Looking at the server…</source>
        <extracomment>each name&apos;s rejoin token (coming back to seats held before the app stopped) the table of a server of many tables (None: the one the server greets with)</extracomment>
        <translation>正在查看服务器…</translation>
    </message>
    <message>
        <source>This server holds {n} tables: pick one to sit down or to watch.</source>
        <translation>这台服务器有 {n} 张牌桌：选一张入座或观战。</translation>
    </message>
    <message>
        <source>This address holds a single room ({room}, {game}): press Join.</source>
        <translation>这个地址只有一个房间（{room}，{game}）：请按“加入”。</translation>
    </message>
    <message>
        <source>This room runs another version of Paiju: it cannot be joined from here.</source>
        <translation>这个房间使用的是另一版本的牌局：无法从这里加入。</translation>
    </message>
    <message>
        <source>{game} · another Paiju version ({app})</source>
        <translation>{game} · 其他版本的牌局（{app}）</translation>
    </message>
    <message>
        <source>playing ({n} players)</source>
        <translation>对局中（{n} 人）</translation>
    </message>
    <message>
        <source>{free} of {n} free</source>
        <translation>{n} 个座位空 {free} 个</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Type the host&apos;s address below.</source>
        <translation>请在下面输入房主地址。</translation>
    </message>
    <message>
        <source>Rooms on this network cannot be listed ({detail}): type the host&apos;s address below.</source>
        <translation>无法列出局域网内的房间（{detail}）：请在下面输入房主地址。</translation>
    </message>
    <message>
        <source>Looking for rooms on this network… none heard yet. You can also type the address below.</source>
        <translation>正在寻找局域网内的房间…暂时还没有找到。也可以在下面直接输入地址。</translation>
    </message>
    <message>
        <source>Pick a room to fill in its address, or type an address below.</source>
        <translation>选择一个房间即可填好地址，也可以在下面输入地址。</translation>
    </message>
    <message>
        <source>{room} runs another version of Paiju ({app}): it cannot be joined from here.</source>
        <translation>{room} 使用的是另一版本的牌局（{app}）：无法从这里加入。</translation>
    </message>
    <message>
        <source>No seat is free in {room}: you can watch as a spectator.</source>
        <translation>{room} 已没有空位：你可以观战。</translation>
    </message>
    <message>
        <source>Rejoin the LAN game</source>
        <translation>重回局域网牌局</translation>
    </message>
    <message>
        <source>Your seats in {room} are kept for you: type the room&apos;s password to come back.</source>
        <translation>你在 {room} 的座位还为你保留着：输入房间密码即可回来。</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>局域网内的房间</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <source>Watch as a spectator (no seat: you see only what everyone sees)</source>
        <translation>观战（不入座：只能看到所有人都能看到的内容）</translation>
    </message>
    <message>
        <source>if the room has one</source>
        <translation>房间设有密码时填写</translation>
    </message>
    <message>
        <source>People at this PC</source>
        <translation>本机玩家人数</translation>
    </message>
    <message>
        <source>Show the server&apos;s tables</source>
        <translation>查看服务器的牌桌</translation>
    </message>
    <message>
        <source>Tables at this server</source>
        <translation>这台服务器的牌桌</translation>
    </message>
    <message>
        <source>More people at this PC (each gets a seat)</source>
        <translation>本机的其他玩家（每人一个座位）</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>LanBar</name>
    <message>
        <source>You host {room} · {n} connected</source>
        <extracomment>connection states -&gt; the dot&apos;s colour</extracomment>
        <translation>你是 {room} 的房主 · {n} 个连接</translation>
    </message>
    <message>
        <source>Connected to {room}</source>
        <translation>已连接 {room}</translation>
    </message>
    <message>
        <source>Watching {room} as a spectator</source>
        <translation>正在观战 {room}</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>已回到牌桌</translation>
    </message>
    <message>
        <source>The host is not answering…</source>
        <translation>房主没有响应…</translation>
    </message>
    <message>
        <source>The host closed the room. Waiting for it to reopen… attempt {n}</source>
        <translation>房主关闭了房间。等待房间重新开放…第 {n} 次尝试</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting… attempt {n}</source>
        <translation>连接已断开。正在重新连接…第 {n} 次尝试</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>取消托管</translation>
    </message>
    <message>
        <source>Let the AI play (托管)</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>The AI plays your seat until you take it back.</source>
        <translation>由电脑替你出牌，直到你取消托管。</translation>
    </message>
    <message>
        <source>The AI plays your seat now. Press to play again yourself.</source>
        <translation>现在由电脑替你出牌。按这里自己接着打。</translation>
    </message>
    <message>
        <source>{ms} ms to the host</source>
        <translation>到房主 {ms} 毫秒</translation>
    </message>
    <message>
        <source>{n} watching</source>
        <translation>{n} 人观战</translation>
    </message>
</context>
<context>
    <name>LanController</name>
    <message>
        <source>Room {room} (reconnecting…)</source>
        <extracomment>The host&apos;s autosave, beside the local one in the saves folder. seats held longer ago than this are not offered any more (a room gone for good) why a host will not take this PC&apos;s seats back: the rejoin file goes How long a room&apos;s client lives on after leaving, for its sockets to say goodbye (ms). How often the score dialog&apos;s &quot;waiting for ...&quot; note is brought up to date (ms). tests: the fair-deal nonces this PC&apos;s connections send (a callable giving bytes; None: the OS&apos;s random numbers), so that a room of a given seed deals the same cards</extracomment>
        <translation>房间 {room}（正在重新连接…）</translation>
    </message>
    <message>
        <source>Room {room} (disconnected)</source>
        <translation>房间 {room}（已断开）</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>房间 {room}</translation>
    </message>
    <message>
        <source>Close the &amp;room</source>
        <translation>关闭房间(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Leave the room</source>
        <translation>离开房间(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>创建房间(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>加入牌局(&amp;J)…</translation>
    </message>
    <message>
        <source>Re&amp;open my room</source>
        <translation>重新开放我的房间(&amp;O)</translation>
    </message>
    <message>
        <source>Open again the LAN room this PC hosted, so that everyone gets their seat back</source>
        <translation>重新开放本机开设过的局域网房间，让每个人都回到自己的座位</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>关闭房间</translation>
    </message>
    <message>
        <source>Close the room? The game in progress stops for everyone in the room. It is saved: Game ▸ Reopen my room opens it again, and everyone gets their seat back.</source>
        <translation>关闭房间吗？正在进行的牌局将对房间里的所有人暂停。牌局已保存：用“游戏 ▸ 重新开放我的房间”可以再次开放，每个人都会回到自己的座位。</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>离开房间</translation>
    </message>
    <message>
        <source>Leave the room? A bot plays your seat for the rest of the game.</source>
        <translation>离开房间吗？本局余下的部分由电脑替你出牌。</translation>
    </message>
    <message>
        <source>There is no LAN game of yours to rejoin.</source>
        <translation>没有可以重回的局域网牌局。</translation>
    </message>
    <message>
        <source>The rules cannot be changed: {reason}</source>
        <translation>无法修改规则：{reason}</translation>
    </message>
    <message>
        <source>There is no LAN room of yours to reopen.</source>
        <translation>没有可以重新开放的局域网房间。</translation>
    </message>
    <message>
        <source>The room cannot be reopened: {reason}</source>
        <translation>无法重新开放房间：{reason}</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>无法开始游戏：{reason}</translation>
    </message>
    <message>
        <source>{name} cannot join: {reason}</source>
        <translation>{name} 无法加入：{reason}</translation>
    </message>
    <message>
        <source>Dealt by the fair-deal exchange: each player&apos;s Paiju checks this deal.</source>
        <translation>本局采用公平发牌：每位玩家的牌局程序都会验证这次发牌。</translation>
    </message>
    <message>
        <source>Ready. The next game waits for {names}.</source>
        <translation>已准备。下一局正在等待 {names}。</translation>
    </message>
    <message>
        <source>Ready. The next game starts when everyone is ready.</source>
        <translation>已准备。所有人都准备好后开始下一局。</translation>
    </message>
    <message>
        <source>The next game waits for {names}.</source>
        <translation>下一局正在等待 {names}。</translation>
    </message>
    <message>
        <source>The next game starts in a moment…</source>
        <translation>下一局马上开始…</translation>
    </message>
</context>
<context>
    <name>LanTexts</name>
    <message>
        <source>Away · AI plays</source>
        <extracomment>seat connection state -&gt; (badge text, colour)</extracomment>
        <translation>离开 · 电脑托管</translation>
    </message>
    <message>
        <source>AI plays (托管)</source>
        <translation>托管中</translation>
    </message>
    <message>
        <source>LAN</source>
        <translation>局域网</translation>
    </message>
    <message>
        <source>The host speaks protocol version {theirs}; this Paiju speaks version {ours}. Use the same Paiju version.</source>
        <extracomment>the host&apos;s refusal codes (protocol ``refused.reason``)</extracomment>
        <translation>房主使用第 {theirs} 版通信协议，本机牌局使用第 {ours} 版。请使用相同版本的牌局。</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>密码错误。</translation>
    </message>
    <message>
        <source>The room is full: no seat is open.</source>
        <translation>房间已满：没有空位了。</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>该座位已经有人了。</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>房主已经不认得这个座位了。</translation>
    </message>
    <message>
        <source>The host refused to let this Paiju in ({detail}).</source>
        <translation>房主拒绝了本机牌局的加入请求（{detail}）。</translation>
    </message>
    <message>
        <source>The host has banned you from this room.</source>
        <translation>房主已禁止你进入这个房间。</translation>
    </message>
    <message>
        <source>Nobody is hosting a game at {address}, port {port} (the connection was refused).</source>
        <extracomment>failures on our side of the connection</extracomment>
        <translation>{address} 的端口 {port} 上没有人开设牌局（连接被拒绝）。</translation>
    </message>
    <message>
        <source>The address {address} cannot be found.</source>
        <translation>找不到地址 {address}。</translation>
    </message>
    <message>
        <source>The host at {address}, port {port} did not answer in time.</source>
        <translation>{address} 端口 {port} 上的房主没有及时回应。</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>与房主的连接已断开。</translation>
    </message>
    <message>
        <source>The host has closed the room.</source>
        <translation>房主已关闭房间。</translation>
    </message>
    <message>
        <source>Your seat was taken over by a connection from another window or PC.</source>
        <translation>你的座位已被另一个窗口或另一台电脑上的连接接管。</translation>
    </message>
    <message>
        <source>The host has removed you from the room.</source>
        <translation>房主已将你移出房间。</translation>
    </message>
    <message>
        <source>The server is shutting down.</source>
        <translation>服务器正在关闭。</translation>
    </message>
    <message>
        <source>The host sent something this Paiju does not understand ({detail}).</source>
        <translation>房主发来了本机牌局无法理解的内容（{detail}）。</translation>
    </message>
    <message>
        <source>This Paiju runs in loopback-only mode: it connects to 127.0.0.1 only, not to {address}.</source>
        <translation>本机牌局运行在仅限本机回环模式：只能连接 127.0.0.1，不能连接 {address}。</translation>
    </message>
    <message>
        <source>The network failed: {detail}</source>
        <translation>网络出错：{detail}</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, for example 192.168.1.20.</source>
        <translation>请输入房主的地址，例如 192.168.1.20。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>端口必须是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <source>The game cannot be hosted on port {port}: {detail}</source>
        <translation>无法在端口 {port} 上开设牌局：{detail}</translation>
    </message>
    <message>
        <source>Port {port} is already in use on this PC: choose another port, or 0 for any free port.</source>
        <translation>本机的端口 {port} 已被占用：请换一个端口，或者填 0 使用任意空闲端口。</translation>
    </message>
    <message>
        <source>The host refused: {detail}</source>
        <translation>房主拒绝了：{detail}</translation>
    </message>
    <message>
        <source>The connection failed: {detail}</source>
        <translation>连接失败：{detail}</translation>
    </message>
    <message>
        <source>Hello, everyone!</source>
        <extracomment>quick phrases (protocol.CHAT_PHRASES ids) -&gt; words</extracomment>
        <translation>大家好！</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>祝好运！</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>打得漂亮！</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>精彩的一局！</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>谢谢！</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>不好意思！</translation>
    </message>
    <message>
        <source>Hurry up, please!</source>
        <translation>快点出牌吧！</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>哎呀！</translation>
    </message>
    <message>
        <source>Not sent: the room takes at most {n} lines in {s} seconds from each player. Wait a moment.</source>
        <translation>未发送：每位玩家每 {s} 秒最多发 {n} 句。请稍等片刻。</translation>
    </message>
    <message>
        <source>Not sent: the host has muted you.</source>
        <translation>未发送：房主已将你禁言。</translation>
    </message>
    <message>
        <source>Not sent: the host refused the line ({detail}).</source>
        <translation>未发送：房主拒绝了这句话（{detail}）。</translation>
    </message>
    <message>
        <source>Not sent: the connection to the host is down.</source>
        <translation>未发送：与房主的连接已断开。</translation>
    </message>
    <message>
        <source>{name} joined the room.</source>
        <extracomment>what happens in the room, as notes among the chat lines</extracomment>
        <translation>{name} 进入了房间。</translation>
    </message>
    <message>
        <source>{name} left the room.</source>
        <translation>{name} 离开了房间。</translation>
    </message>
    <message>
        <source>{name} dropped out: a bot plays for them until they are back.</source>
        <translation>{name} 掉线了：在其回来之前由电脑代打。</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} 回来了。</translation>
    </message>
    <message>
        <source>{name} lets the AI play for them (托管).</source>
        <translation>{name} 开启了托管。</translation>
    </message>
    <message>
        <source>{name} plays again.</source>
        <translation>{name} 取消了托管。</translation>
    </message>
    <message>
        <source>The host changed the rules: say Ready again.</source>
        <translation>房主修改了规则：请重新准备。</translation>
    </message>
    <message>
        <source>The host muted {name}.</source>
        <translation>房主将 {name} 禁言了。</translation>
    </message>
    <message>
        <source>The host lets {name} chat again.</source>
        <translation>房主解除了 {name} 的禁言。</translation>
    </message>
    <message>
        <source>Deal verified: the shuffle came from everyone&apos;s random numbers, and every card you saw follows from it.</source>
        <extracomment>DealCheck codes (net/fair.py) -&gt; words; the failures say plainly what they mean</extracomment>
        <translation>发牌已验证：洗牌来自所有玩家的随机数，你看到的每一张牌都与之相符。</translation>
    </message>
    <message>
        <source>Deal verified: every card you saw follows from the shuffle (you came after the deal, so your own random number was not part of it).</source>
        <translation>发牌已验证：你看到的每一张牌都与洗牌相符（你在发牌后才加入，所以洗牌中没有你的随机数）。</translation>
    </message>
    <message>
        <source>This game was not dealt by the fair-deal exchange: its deal cannot be checked.</source>
        <translation>这一局没有用公平发牌的方式发牌：无法验证。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The host&apos;s secret does not match what it promised before the deal: the host may have cheated.</source>
        <translation>警告：发牌未通过验证。房主公布的秘密与发牌前的承诺不符：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The host did not mix the players&apos; random numbers in as promised: the host may have cheated.</source>
        <translation>警告：发牌未通过验证。房主没有按约定混入玩家的随机数：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The cards were not dealt from the agreed seed: the host may have cheated.</source>
        <translation>警告：发牌未通过验证。牌不是按约定的种子发的：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The cards you saw do not follow from the agreed seed: the host may have cheated.</source>
        <translation>警告：发牌未通过验证。你看到的牌与约定的种子不符：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Deal verified</source>
        <translation>发牌已验证</translation>
    </message>
    <message>
        <source>Deal not checkable</source>
        <translation>发牌无法验证</translation>
    </message>
    <message>
        <source>Deal NOT verified</source>
        <translation>发牌未通过验证</translation>
    </message>
    <message>
        <source>The host has not come back for a long time.</source>
        <translation>房主很久都没有回来。</translation>
    </message>
    <message>
        <source>The host gave your seat to someone else.</source>
        <translation>房主把你的座位给了别人。</translation>
    </message>
    <message>
        <source>Paiju could not get back to the room: {reason} Leave the room and join again.</source>
        <translation>牌局无法回到房间：{reason}请离开房间后重新加入。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>a match of {n} games</source>
        <translation>一场 {n} 局</translation>
    </message>
    <message>
        <source>one game</source>
        <translation>一局</translation>
    </message>
    <message>
        <source>a player who drops out keeps the seat for {n} s</source>
        <translation>掉线玩家的座位保留 {n} 秒</translation>
    </message>
    <message>
        <source>a player who drops out keeps the seat to the end of the game</source>
        <translation>掉线玩家的座位保留到本局结束</translation>
    </message>
    <message>
        <source>{n} s per turn</source>
        <translation>每手 {n} 秒</translation>
    </message>
    <message>
        <source>no turn timer</source>
        <translation>出牌不限时</translation>
    </message>
    <message>
        <source>spectators see each trick once it is over</source>
        <translation>观众延迟一轮看牌</translation>
    </message>
    <message>
        <source>fair deal</source>
        <translation>公平发牌</translation>
    </message>
    <message>
        <source>password</source>
        <translation>有密码</translation>
    </message>
    <message>
        <source>no password</source>
        <translation>无密码</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}：{text}</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>The server says: {message}</source>
        <translation>服务器回复：{message}</translation>
    </message>
    <message>
        <source>In the lobby: {names}</source>
        <translation>大厅里：{names}</translation>
    </message>
    <message>
        <source>{n}: {names}</source>
        <translation>{n}人：{names}</translation>
    </message>
    <message>
        <source>{free} of {n} seats free</source>
        <translation>空位 {free}/{n}</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>对局中</translation>
    </message>
    <message>
        <source>between games</source>
        <translation>局间休息</translation>
    </message>
    <message>
        <source>(open)</source>
        <translation>（空位）</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（电脑，{level}）</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name}（已离开）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>观战</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>观战</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>A table of your own:</source>
        <translation>自己开一桌：</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>开桌</translation>
    </message>
    <message>
        <source> players</source>
        <translation> 人</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby</source>
        <translation>对大厅里的所有人说点什么</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Only when every seat is a bot</source>
        <extracomment>how long a bot&apos;s move is held back at each animation speed (ms), so people can follow</extracomment>
        <translation>仅在所有座位都是电脑时可用</translation>
    </message>
    <message>
        <source>Spectator (no hand shown)</source>
        <translation>旁观（不显示手牌）</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>无法开始游戏：{reason}</translation>
    </message>
    <message>
        <source>There is no interrupted game to continue.</source>
        <translation>没有可以继续的中断牌局。</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: {reason}</source>
        <translation>无法继续保存的牌局：{reason}</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>打开录像</translation>
    </message>
    <message>
        <source>Paiju games (*.json)</source>
        <translation>牌局文件 (*.json)</translation>
    </message>
    <message>
        <source>The file cannot be opened: {reason}</source>
        <translation>无法打开文件：{reason}</translation>
    </message>
    <message>
        <source>Paiju replays and games (*.paiju-replay *.json *.paiju)</source>
        <translation>牌局录像与牌局文件 (*.paiju-replay *.json *.paiju)</translation>
    </message>
    <message>
        <source>Abandon this game</source>
        <translation>放弃本局</translation>
    </message>
    <message>
        <source>Abandon this game? Leaving counts as an escape and is scored as a loss.</source>
        <translation>放弃本局吗？中途离开算作逃跑，按输局计分。</translation>
    </message>
    <message>
        <source>The interrupted game cannot be continued: {reason}</source>
        <extracomment>the folder of the last file chosen in a file dialog (&quot;&quot; until one is chosen)</extracomment>
        <translation>中断的牌局无法继续：{reason}</translation>
    </message>
    <message>
        <source>The interrupted game cannot be continued: {reason} The file was kept as {path}.</source>
        <translation>中断的牌局无法继续：{reason}该文件保留为 {path}。</translation>
    </message>
    <message>
        <source>Continue opens the LAN room you hosted again: {room}.</source>
        <translation>“继续”会重新打开你主持的局域网房间：{room}。</translation>
    </message>
    <message>
        <source>Continue takes you back to your seat in the LAN game {room} ({address}, port {port}).</source>
        <translation>“继续”会带你回到局域网牌局 {room}（{address}，端口 {port}）中你的座位。</translation>
    </message>
    <message>
        <source>There is no match to save.</source>
        <translation>没有可保存的牌局。</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>牌局另存为</translation>
    </message>
    <message>
        <source>The match cannot be saved: {reason}</source>
        <translation>无法保存牌局：{reason}</translation>
    </message>
    <message>
        <source>The file was opened, but not everything in it could be checked: {reason}</source>
        <translation>文件已打开，但其中有些内容无法核对：{reason}</translation>
    </message>
    <message>
        <source>There is no game to save as a replay.</source>
        <translation>没有可以保存为录像的对局。</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>保存录像</translation>
    </message>
    <message>
        <source>Paiju replays (*.paiju-replay)</source>
        <translation>牌局录像 (*.paiju-replay)</translation>
    </message>
    <message>
        <source>The replay cannot be saved: {reason}</source>
        <translation>无法保存录像：{reason}</translation>
    </message>
    <message>
        <source>Open saved match</source>
        <translation>打开保存的牌局</translation>
    </message>
    <message>
        <source>About Paiju</source>
        <translation>关于牌局</translation>
    </message>
    <message>
        <source>Five Chinese card games at one table: hot-seat, against bots or on a LAN.</source>
        <translation>五种中国纸牌游戏同桌开打：轮流同屏、对战电脑或局域网联机。</translation>
    </message>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open replay…</source>
        <translation>打开录像(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save match as…</source>
        <translation>牌局另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Save &amp;replay…</source>
        <translation>保存录像(&amp;R)…</translation>
    </message>
    <message>
        <source>Open saved &amp;match…</source>
        <translation>打开保存的牌局(&amp;M)…</translation>
    </message>
    <message>
        <source>Sky card &amp;statistics</source>
        <translation>天牌概率统计(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Players and statistics…</source>
        <translation>玩家与统计(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Watch from</source>
        <translation>观战视角(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Abandon this game</source>
        <translation>放弃本局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>手牌排序(&amp;S)</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>按点数</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>按花色</translation>
    </message>
    <message>
        <source>By planned groups</source>
        <translation>按拆牌分组</translation>
    </message>
    <message>
        <source>&amp;Deck colours</source>
        <translation>牌面颜色(&amp;D)</translation>
    </message>
    <message>
        <source>Two colours</source>
        <translation>双色</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>四色</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>桌面颜色(&amp;T)</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>Zoom in hand</source>
        <translation>放大手牌</translation>
    </message>
    <message>
        <source>Zoom out hand</source>
        <translation>缩小手牌</translation>
    </message>
    <message>
        <source>Reset hand zoom</source>
        <translation>手牌恢复原大小</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>动画速度(&amp;A)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Paiju</source>
        <translation>关于牌局(&amp;A)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Spectator (no hand shown)</source>
        <translation>旁观（不显示手牌）</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>座位 {n}：{name}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Watch from</source>
        <translation>观战视角</translation>
    </message>
</context>
<context>
    <name>ProfilesDialog</name>
    <message>
        <source>{game} career: {title} ({points} points)</source>
        <extracomment>one line colour per game on the chart</extracomment>
        <translation>{game}生涯：{title}（{points} 分）</translation>
    </message>
    <message>
        <source>Top level</source>
        <translation>最高级别</translation>
    </message>
    <message>
        <source>The highest level: there is none above.</source>
        <translation>已是最高级别，没有更高的级别。</translation>
    </message>
    <message>
        <source>{points} / {next} points</source>
        <translation>{points} / {next} 分</translation>
    </message>
    <message>
        <source>Next: {title}, {left} points to go</source>
        <translation>下一级：{title}，还差 {left} 分</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>累计得分</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>对局（由早到近）</translation>
    </message>
    <message>
        <source>The player profiles cannot be read ({path}); nothing is saved until this is fixed.</source>
        <translation>无法读取玩家档案（{path}）；问题解决之前不会保存任何内容。</translation>
    </message>
    <message>
        <source>The player profiles file was damaged. It was kept as {backup} and a new one begun.</source>
        <translation>玩家档案文件已损坏，原文件保留为 {backup}，并已新建档案。</translation>
    </message>
    <message>
        <source>The player profiles file was not a Paiju file. It was kept as {backup} and a new one begun.</source>
        <translation>玩家档案文件不是牌局的文件，原文件保留为 {backup}，并已新建档案。</translation>
    </message>
    <message>
        <source>The player profiles were saved by a newer Paiju; they are shown here but not changed.</source>
        <translation>玩家档案由更新版本的牌局保存：此处只显示，不做更改。</translation>
    </message>
    <message>
        <source>Some player profiles were damaged and left out. The whole file was kept as {backup}.</source>
        <translation>部分玩家档案已损坏，未能载入。完整的原文件保留为 {backup}。</translation>
    </message>
    <message>
        <source>The player profiles cannot be saved ({path}).</source>
        <translation>无法保存玩家档案（{path}）。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup} and a new one begun.</source>
        <translation>游戏历史记录已损坏。原文件已保留为 {backup}，并已新建历史记录。</translation>
    </message>
    <message>
        <source>The game history was saved by a newer Paiju. It is left as it is; the games played now are not kept.</source>
        <translation>游戏历史记录由更新版本的牌局保存。它保持原样；现在打的对局不会被保存。</translation>
    </message>
    <message>
        <source>The game history cannot be used ({path}). It is left as it is; the games played now are not kept.</source>
        <translation>无法使用游戏历史记录（{path}）。它保持原样；现在打的对局不会被保存。</translation>
    </message>
    <message>
        <source>The game history cannot be saved ({path}); the games played now are not kept.</source>
        <translation>无法保存游戏历史记录（{path}）；现在打的对局不会被保存。</translation>
    </message>
    <message>
        <source>The player profiles have a problem ({path}).</source>
        <translation>玩家档案出现问题（{path}）。</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>重命名玩家</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>{name} 的新名字：</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>玩家名字不能为空。</translation>
    </message>
    <message>
        <source>That name is too long.</source>
        <translation>这个名字太长了。</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>已经有名为 {name} 的玩家。</translation>
    </message>
    <message>
        <source>That player no longer exists.</source>
        <translation>该玩家已不存在。</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>删除玩家</translation>
    </message>
    <message>
        <source>Delete {name} and all their statistics? This cannot be undone.</source>
        <translation>删除 {name} 及其全部统计数据？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Players and statistics</source>
        <translation>玩家与统计</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>{game} level</source>
        <translation>{game}级别</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>单局最高</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一局</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Sky card statistics…</source>
        <translation>天牌概率统计…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>No player profiles yet. A profile starts when a named human player finishes a game; bots have none.</source>
        <translation>还没有玩家档案。有名字的真人玩家打完一局后即建立档案；机器人没有档案。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup}; 1 game was recovered into a new one.</source>
        <translation>游戏历史记录已损坏。原文件已保留为 {backup}，其中 1 局对局已恢复到新的历史记录中。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup}; {n} games were recovered into a new one.</source>
        <translation>游戏历史记录已损坏。原文件已保留为 {backup}，其中 {n} 局对局已恢复到新的历史记录中。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>the choices of the Language menu; &quot;system&quot; follows the operating system each language&apos;s name in itself (never translated)</extracomment>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Move {k} of {n}</source>
        <translation>第 {k} / {n} 步</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暂停（空格）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（空格）</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>全部手牌</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>旁观</translation>
    </message>
    <message>
        <source>Jump to the start (Home)</source>
        <translation>跳到开头（Home）</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <source>Jump to the end (End)</source>
        <translation>跳到结尾（End）</translation>
    </message>
    <message>
        <source>Drag to any move of the game</source>
        <translation>拖动可跳到对局的任意一步</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>显示手牌</translation>
    </message>
    <message>
        <source>Every hand, only public information, or one player&apos;s view</source>
        <translation>全部手牌、仅公开信息，或某一位玩家的视角</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>关闭录像</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>the spectators</source>
        <extracomment>the host&apos;s chat limit, as the refusal words say it</extracomment>
        <translation>观众</translation>
    </message>
</context>
<context>
    <name>RoomAtTable</name>
    <message>
        <source>Chat</source>
        <extracomment>how long the bar says &quot;Back at the table&quot; after a reconnection (ms) the level of the bot that plays a seat handed over (托管); the host&apos;s own stand-in</extracomment>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Chat ({n})</source>
        <translation>聊天（{n}）</translation>
    </message>
</context>
<context>
    <name>RoomRulesDialog</name>
    <message>
        <source>Change the rules</source>
        <translation>修改规则</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>暂无此游戏的规则。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>the file does not exist.</source>
        <translation>文件不存在。</translation>
    </message>
    <message>
        <source>the file could not be read.</source>
        <translation>无法读取文件。</translation>
    </message>
    <message>
        <source>the file could not be written.</source>
        <translation>无法写入文件。</translation>
    </message>
    <message>
        <source>the file is too large to be a Paiju game.</source>
        <translation>文件太大，不是牌局文件。</translation>
    </message>
    <message>
        <source>the file is damaged or is not a Paiju game.</source>
        <translation>文件已损坏，或不是牌局文件。</translation>
    </message>
    <message>
        <source>this is not a Paiju game file.</source>
        <translation>这不是牌局的对局文件。</translation>
    </message>
    <message>
        <source>the file was written by a newer version of Paiju.</source>
        <translation>该文件由更新版本的牌局保存。</translation>
    </message>
    <message>
        <source>the file is damaged: some of its fields are missing or wrong.</source>
        <translation>文件已损坏：部分内容缺失或有误。</translation>
    </message>
    <message>
        <source>the file is for a game this version of Paiju does not have.</source>
        <translation>该文件所属的游戏在此版本的牌局中没有。</translation>
    </message>
    <message>
        <source>the game record is damaged: its moves do not replay.</source>
        <translation>对局记录已损坏：其中的出牌无法重放。</translation>
    </message>
    <message>
        <source>the match scores in the file do not add up.</source>
        <translation>文件中的比赛总分对不上。</translation>
    </message>
    <message>
        <source>this is not an ordinary file (it is a folder, a pipe or a device).</source>
        <translation>这不是普通文件（而是文件夹、管道或设备）。</translation>
    </message>
    <message>
        <source>the rule options in the file are not valid for this game.</source>
        <translation>文件中的规则选项不适用于该游戏。</translation>
    </message>
    <message>
        <source>a game in the file was played with other rule options than its match.</source>
        <translation>文件中有一局所用的规则选项与整场比赛的不同。</translation>
    </message>
    <message>
        <source>the number of players in the file does not fit the game.</source>
        <translation>文件中的玩家人数不符合该游戏。</translation>
    </message>
    <message>
        <source>what a game carried over from the games before it is not what the rules give.</source>
        <translation>某一局从前几局延续下来的内容与规则给出的不符。</translation>
    </message>
    <message>
        <source>a result stored in the file is not what the recorded moves give.</source>
        <translation>文件中保存的结果与记录的出牌不符。</translation>
    </message>
    <message>
        <source>this game continues a match, and what it carried over from the earlier games cannot be checked.</source>
        <translation>这一局延续自一场比赛，它从前几局延续下来的内容无法核对。</translation>
    </message>
    <message>
        <source>Your settings cannot be read ({path}). Paiju uses its defaults for now and leaves the file as it is.</source>
        <translation>无法读取您的设置（{path}）。牌局暂时使用默认设置，并保留该文件不作改动。</translation>
    </message>
    <message>
        <source>Your settings file was damaged. It was kept as {backup} and the defaults are used.</source>
        <translation>您的设置文件已损坏，原文件保留为 {backup}，现使用默认设置。</translation>
    </message>
    <message>
        <source>Your settings cannot be saved ({path}).</source>
        <translation>无法保存您的设置（{path}）。</translation>
    </message>
    <message>
        <source>unexpected problem ({reason}).</source>
        <translation>意外问题（{reason}）。</translation>
    </message>
    <message>
        <source>Your settings have a problem ({path}).</source>
        <translation>您的设置出现问题（{path}）。</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>×{m}</source>
        <translation>×{m}</translation>
    </message>
    <message>
        <source>bombs: {n}</source>
        <translation>炸弹 {n} 个</translation>
    </message>
    <message>
        <source>spring</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>reverse spring</source>
        <translation>反春</translation>
    </message>
    <message>
        <source>bid {bid}: dealer {d}, defenders {f}</source>
        <translation>叫分 {bid}：庄家 {d} 分，闲家 {f} 分</translation>
    </message>
    <message>
        <source>kitty {k}</source>
        <translation>底牌 {k} 分</translation>
    </message>
    <message>
        <source>red-five penalty {p}</source>
        <translation>红五罚分 {p}</translation>
    </message>
    <message>
        <source>points {own} : {other}</source>
        <translation>本方 {own} 分 : 对方 {other} 分</translation>
    </message>
    <message>
        <source>cards left: {n}</source>
        <translation>剩 {n} 张</translation>
    </message>
    <message>
        <source>shut out</source>
        <translation>全关</translation>
    </message>
    <message>
        <source>big spring</source>
        <translation>大春天</translation>
    </message>
    <message>
        <source>×{m} = {factors}</source>
        <translation>×{m} = {factors}</translation>
    </message>
    <message>
        <source>grabs: {n} ×{f}</source>
        <translation>抢地主 {n} 次 ×{f}</translation>
    </message>
    <message>
        <source>cards shown ×{f}</source>
        <translation>明牌 ×{f}</translation>
    </message>
    <message>
        <source>bombs: {n} ×{f}</source>
        <translation>炸弹 {n} 个 ×{f}</translation>
    </message>
    <message>
        <source>spring ×2</source>
        <translation>春天 ×2</translation>
    </message>
    <message>
        <source>reverse spring ×2</source>
        <translation>反春 ×2</translation>
    </message>
    <message>
        <source>total {own} : {other}</source>
        <translation>合计 {own} : {other}</translation>
    </message>
    <message>
        <source>first half {a} : {b}, second half {c} : {d}</source>
        <translation>上半局 {a} : {b}，下半局 {c} : {d}</translation>
    </message>
    <message>
        <source>first half {a} : {b}</source>
        <translation>上半局 {a} : {b}</translation>
    </message>
    <message>
        <source>double clip (双夹)</source>
        <translation>双夹</translation>
    </message>
    <message>
        <source>300 : 300, won by the first-half first out</source>
        <translation>300 : 300，上半局上游一方获胜</translation>
    </message>
    <message>
        <source>a player escaped</source>
        <translation>有玩家逃跑</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>the narrowest the score dialog is (wider when its columns need it) A LAN game: &quot;Next game&quot; says ready and the dialog stays open (with a note of whom the next game waits for, :meth:`set_note`) until the next game starts.</extracomment>
        <translation>得分</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比赛结束。</translation>
    </message>
    <message>
        <source>Game {n} of {m} is over.</source>
        <translation>第 {n} 局（共 {m} 局）结束。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局结束。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比赛总分</translation>
    </message>
    <message>
        <source>How</source>
        <translation>计分说明</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>新比赛…</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>下一局</translation>
    </message>
</context>
<context>
    <name>SeatsTable</name>
    <message>
        <source>Open: waiting for someone to join…</source>
        <translation>空位：等待有人加入…</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>电脑（{level}）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>已离开</translation>
    </message>
    <message>
        <source>{status} · chat muted</source>
        <translation>{status} · 已禁言</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新游戏…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Reopen my LAN room</source>
        <translation>重开我的局域网房间</translation>
    </message>
    <message>
        <source>The LAN match you hosted is not finished: open its room again, and everyone gets their seat back</source>
        <extracomment>the width of the line under Continue (it wraps)</extracomment>
        <translation>你主持的局域网比赛还没有结束：重新打开房间，每个人都会回到自己的座位</translation>
    </message>
    <message>
        <source>Rejoin the LAN game</source>
        <translation>重回局域网牌局</translation>
    </message>
    <message>
        <source>Come back to your seats in the LAN game this PC was playing</source>
        <translation>回到这台电脑在局域网牌局中的座位</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Any sky cards</source>
        <translation>任一天牌</translation>
    </message>
    <message>
        <source>Chance for one player (%)</source>
        <translation>单个玩家的概率（%）</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} 人</translation>
    </message>
    <message>
        <source>Sky card statistics</source>
        <translation>天牌概率统计</translation>
    </message>
    <message>
        <source>Heaven, Earth &amp; Man: the exact chance that a given player is dealt each kind of sky cards (天牌), any of them, two kinds at once (双天牌), and that a game has a sky-card winner.</source>
        <translation>天地人：某一玩家拿到各种天牌、任一天牌、同时两种天牌（双天牌）的精确概率，以及一局中出现天牌赢家的概率。</translation>
    </message>
    <message>
        <source>Two kinds</source>
        <translation>双天牌</translation>
    </message>
    <message>
        <source>A winner in the game</source>
        <translation>本局有天牌赢家</translation>
    </message>
    <message>
        <source>Chart for</source>
        <translation>图表人数</translation>
    </message>
    <message>
        <source> players</source>
        <translation> 人</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>A player and a game</source>
        <translation>玩家与游戏</translation>
    </message>
    <message>
        <source>{game}: coins</source>
        <translation>{game}：金币</translation>
    </message>
    <message>
        <source>{game}: career</source>
        <translation>{game}：级别</translation>
    </message>
    <message>
        <source>A match&apos;s running totals</source>
        <translation>整场比赛的累计分</translation>
    </message>
    <message>
        <source>{game}: sky cards dealt</source>
        <translation>{game}：发到的天牌</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>选择玩家</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部游戏</translation>
    </message>
    <message>
        <source>{game}, {when} ({n} games here)</source>
        <translation>{game}，{when}（此处有 {n} 局）</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>选择一场比赛</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} 人</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>所有手牌</translation>
    </message>
    <message>
        <source>The history cannot be read: {reason}</source>
        <translation>无法读取历史记录：{reason}</translation>
    </message>
    <message>
        <source>Choose a player to see their games, wins and scores.</source>
        <translation>选择一位玩家，查看其对局、胜局和得分。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>单局最高</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一局</translation>
    </message>
    <message>
        <source>No games of {name} in the history.</source>
        <translation>历史记录中没有 {name} 的对局。</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>累计得分</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>对局（由早到近）</translation>
    </message>
    <message>
        <source>{name}: score trend</source>
        <translation>{name}：得分走势</translation>
    </message>
    <message>
        <source>Choose a player to see their coins after each game.</source>
        <translation>选择一位玩家，查看每局结束后的金币。</translation>
    </message>
    <message>
        <source>No games of {game} for {name} in the history.</source>
        <translation>历史记录中没有 {name} 的{game}对局。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>场数</translation>
    </message>
    <message>
        <source>Coins now</source>
        <translation>当前金币</translation>
    </message>
    <message>
        <source>Most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Fewest</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>Coins after the game</source>
        <translation>本局后的金币</translation>
    </message>
    <message>
        <source>Games, oldest to newest (a gap: a new match)</source>
        <translation>对局（由早到近；断开处为新的一场）</translation>
    </message>
    <message>
        <source>{name}: coins</source>
        <translation>{name}：金币</translation>
    </message>
    <message>
        <source>Choose a player with a profile to see their career.</source>
        <translation>选择一位有档案的玩家，查看其级别进程。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>计入的局数</translation>
    </message>
    <message>
        <source>Next title</source>
        <translation>下一级</translation>
    </message>
    <message>
        <source>{title} at {points}</source>
        <translation>{points} 分升{title}</translation>
    </message>
    <message>
        <source>The line starts at {points}: the points of games counted before their scores were kept.</source>
        <translation>曲线从 {points} 开始：这是逐局得分被保存之前已计入的积分。</translation>
    </message>
    <message>
        <source>Career points</source>
        <translation>级别积分</translation>
    </message>
    <message>
        <source>{game} games, oldest to newest</source>
        <translation>{game}对局（由早到近）</translation>
    </message>
    <message>
        <source>{name}: {game} career</source>
        <translation>{name}：{game}级别</translation>
    </message>
    <message>
        <source>Choose a match (or a game of a match on the Games tab, then Match totals).</source>
        <translation>请选择一场比赛（或在“对局”页选中比赛中的一局，再点“整场累计”）。</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比赛总分</translation>
    </message>
    <message>
        <source>Games of the match</source>
        <translation>本场的对局</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>累计分</translation>
    </message>
    <message>
        <source>No {game} games in the history yet.</source>
        <translation>历史记录中还没有{game}对局。</translation>
    </message>
    <message>
        <source>How often each kind of sky cards was dealt to a hand, with the 95 % interval where the true chance lies, beside the exact chance. An exact chance outside the interval looks unusual; among many rows, about one in twenty will be by chance alone.</source>
        <translation>每种天牌发到一手牌中的频率，附带真实概率所在的 95% 区间，并与精确概率对照。精确概率落在区间之外显得不寻常；不过行数多时，单凭偶然也会有大约二十分之一落在区间外。</translation>
    </message>
    <message>
        <source>as expected</source>
        <translation>符合预期</translation>
    </message>
    <message>
        <source>unusual</source>
        <translation>不寻常</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Sky cards</source>
        <translation>天牌</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>拿到</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>实际频率</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精确概率</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Hands dealt it (%)</source>
        <translation>拿到的手牌比例（%）</translation>
    </message>
    <message>
        <source>{n} players: {hands} hands</source>
        <translation>{n} 人：{hands} 手牌</translation>
    </message>
    <message>
        <source>Save the chart as PNG</source>
        <translation>把图表存为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>把图表存为 PNG…</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Pass</source>
        <translation>不出</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <extracomment>event kinds worth a banner over the table</extracomment>
        <translation>叫 {n}</translation>
    </message>
    <message>
        <source>{name}: {n} s left</source>
        <translation>{name}：剩余 {n} 秒</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局结束。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>轮到你了。</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>等待 {name}…</translation>
    </message>
    <message>
        <source>Grab the earth (抢地): play your whole hand in one go (scores 1,500), or pass and keep it, hoping for Man (人牌, 2,000) later.</source>
        <translation>抢地：一次打出全部手牌（得 1500 分），或者不出、留着手牌，争取之后的人牌（2000 分）。</translation>
    </message>
    <message>
        <source>AI</source>
        <comment>short mark of a bot seat</comment>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>short mark of the viewer&apos;s seat</comment>
        <translation>我</translation>
    </message>
    <message>
        <source>No play beats the table: pass.</source>
        <translation>没有能压过桌面的牌：不出。</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>牌局记录</translation>
    </message>
    <message>
        <source>Card counter</source>
        <translation>记牌器</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Not a combination</source>
        <extracomment>how often a game without a rules assistant is looked for again (they land while we run)</extracomment>
        <translation>不成牌型</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>主牌：{suit}</translation>
    </message>
    <message>
        <source>Wild rank: {rank}</source>
        <translation>癞子：{rank}</translation>
    </message>
    <message>
        <source>Knife rank: {rank}</source>
        <translation>刀：{rank}</translation>
    </message>
    <message>
        <source>Points on the table: {n}</source>
        <translation>桌面分数：{n}</translation>
    </message>
    <message>
        <source>{readings} · not now: {others}</source>
        <translation>{readings} · 现在不能作：{others}</translation>
    </message>
    <message>
        <source>Multiplier: ×{n}</source>
        <translation>倍数：×{n}</translation>
    </message>
    <message>
        <source>Bid: {n}</source>
        <translation>叫分：{n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 轮</translation>
    </message>
    <message>
        <source>Sky cards: seat {n}, {kinds}</source>
        <translation>天牌：座位 {n}，{kinds}</translation>
    </message>
    <message>
        <source>{n} coins</source>
        <translation>{n} 金币</translation>
    </message>
    <message>
        <source>Bottom cards: {cards}</source>
        <translation>底牌：{cards}</translation>
    </message>
    <message>
        <source>{n} of {count} cards chosen to bury</source>
        <translation>已选 {n} / {count} 张要埋的牌</translation>
    </message>
    <message>
        <source>High bid {n}</source>
        <translation>最高叫分 {n}</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} 分</translation>
    </message>
    <message>
        <source>High bid: {n}</source>
        <translation>当前最高叫分：{n}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>还没有人叫分</translation>
    </message>
    <message>
        <source>Bids now: {low}–{high}</source>
        <translation>现在可叫：{low}–{high}</translation>
    </message>
    <message>
        <source>Dealer {d} : defenders {f}</source>
        <translation>庄家 {d} : 闲家 {f}</translation>
    </message>
    <message>
        <source>Out {n}</source>
        <translation>第 {n} 个出完</translation>
    </message>
    <message>
        <source>{out} · first out</source>
        <translation>{out} · 上游</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>首先摸牌</translation>
    </message>
    <message>
        <source>Knife card {card}</source>
        <translation>刀牌 {card}</translation>
    </message>
    <message>
        <source>Knife card {card}: knife rank {rank}</source>
        <translation>刀牌 {card}：刀为 {rank}</translation>
    </message>
    <message>
        <source>{half} · Team A {a} : Team B {b}</source>
        <translation>{half} · 甲队 {a} : 乙队 {b}</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>首出</translation>
    </message>
    <message>
        <source>Heaven, Earth &amp; Man</source>
        <translation>天地人</translation>
    </message>
    <message>
        <source>Dou Dizhu (Wild)</source>
        <translation>癞子斗地主</translation>
    </message>
    <message>
        <source>Red Five</source>
        <translation>红五</translation>
    </message>
    <message>
        <source>Atom</source>
        <translation>原子</translation>
    </message>
    <message>
        <source>Life or Death</source>
        <translation>生死堵</translation>
    </message>
    <message>
        <source>2 to 8 players, one deck each: sky cards, then race to empty your hand with 2s as wild cards.</source>
        <translation>2 至 8 人，每人一副牌：先比天牌，再以 2 作百搭，抢先出完手牌。</translation>
    </message>
    <message>
        <source>Three players: one landlord against two peasants, with a wild rank drawn each game.</source>
        <translation>三人游戏：一个地主对两个农民，每局抽一个癞子点数。</translation>
    </message>
    <message>
        <source>Four players, two decks: the dealer bids for points and plays alone against three.</source>
        <translation>四人两副牌：庄家叫分后以一敌三。</translation>
    </message>
    <message>
        <source>Four players in two partnerships, three decks: knives, atoms and hydrogen bombs.</source>
        <translation>四人两队对家搭档，三副牌：刀、原子与氢弹。</translation>
    </message>
    <message>
        <source>2 to 4 players, 13 cards each: the first to go out wins, the rest pay.</source>
        <translation>2 至 4 人，每人 13 张：先出完者获胜，其余玩家输分。</translation>
    </message>
    <message>
        <source>Small Joker</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>单张</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Trio</source>
        <translation>三张</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>三张</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>Pair straight</source>
        <translation>连对</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>炸弹</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>火箭</translation>
    </message>
    <message>
        <source>Starship</source>
        <translation>星舰</translation>
    </message>
    <message>
        <source>Lone boat</source>
        <translation>孤舟</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>无人机</translation>
    </message>
    <message>
        <source>Super drone</source>
        <translation>超级无人机</translation>
    </message>
    <message>
        <source>Spaceship</source>
        <translation>飞船</translation>
    </message>
    <message>
        <source>Trio with a single</source>
        <translation>三带一</translation>
    </message>
    <message>
        <source>Trio with a pair</source>
        <translation>三带对</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>飞机</translation>
    </message>
    <message>
        <source>Plane with singles</source>
        <translation>飞机带单</translation>
    </message>
    <message>
        <source>Plane with pairs</source>
        <translation>飞机带对</translation>
    </message>
    <message>
        <source>Four with two singles</source>
        <translation>四带二</translation>
    </message>
    <message>
        <source>Four with two pairs</source>
        <translation>四带两对</translation>
    </message>
    <message>
        <source>Soft bomb</source>
        <translation>软炸弹</translation>
    </message>
    <message>
        <source>Wild bomb</source>
        <translation>癞子炸弹</translation>
    </message>
    <message>
        <source>Joker rocket</source>
        <translation>王炸</translation>
    </message>
    <message>
        <source>Tractor</source>
        <translation>拖拉机</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>甩牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>垫牌</translation>
    </message>
    <message>
        <source>Hydrogen bomb</source>
        <translation>氢弹</translation>
    </message>
    <message>
        <source>Triple with a pair</source>
        <translation>三带对</translation>
    </message>
    <message>
        <source>Triple with two</source>
        <translation>三带二</translation>
    </message>
    <message>
        <source>Triple with one</source>
        <translation>三带一</translation>
    </message>
    <message>
        <source>Triple straight</source>
        <translation>三顺</translation>
    </message>
    <message>
        <source>Four with one</source>
        <translation>四带一</translation>
    </message>
    <message>
        <source>Four with three</source>
        <translation>四带三</translation>
    </message>
    <message>
        <source>Plane of triples with pairs</source>
        <translation>飞机（三带对）</translation>
    </message>
    <message>
        <source>Plane of fours with one</source>
        <translation>飞机（四带一）</translation>
    </message>
    <message>
        <source>{combo} with singles</source>
        <translation>{combo}带单</translation>
    </message>
    <message>
        <source>{combo} with pairs</source>
        <translation>{combo}带对</translation>
    </message>
    <message>
        <source>{combo} with a single</source>
        <extracomment>the same with one kicker</extracomment>
        <translation>{combo}带单</translation>
    </message>
    <message>
        <source>{combo} with a pair</source>
        <translation>{combo}带对</translation>
    </message>
    <message>
        <source>1 card</source>
        <extracomment>types that are one fixed set of cards: named without a rank (斗地主&apos;s rocket: both jokers) punctuation that ends a Chinese sentence: the next one follows without a space</extracomment>
        <translation>1 张</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 张</translation>
    </message>
    <message>
        <source>Knife {combo}</source>
        <translation>刀{combo}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <source>{combo} ×{n} ({low}–{high})</source>
        <translation>{combo}×{n}（{low}–{high}）</translation>
    </message>
    <message>
        <source>{combo}, {cards}</source>
        <translation>{combo}，{cards}</translation>
    </message>
    <message>
        <source>{combo} ×{n}, {low}–{high}</source>
        <translation>{combo}×{n}，{low}–{high}</translation>
    </message>
    <message>
        <source>That is not possible.</source>
        <translation>不能这样做。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>不允许这样出牌。</translation>
    </message>
    <message>
        <source>Those cards cannot be played now.</source>
        <translation>现在不能出这些牌。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>还没轮到你。</translation>
    </message>
    <message>
        <source>That is not possible at this stage of the game.</source>
        <translation>牌局的这个阶段不能这样做。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局结束。</translation>
    </message>
    <message>
        <source>A rule option has a value the game does not accept.</source>
        <translation>有一个规则选项的值不被接受。</translation>
    </message>
    <message>
        <source>The saved game cannot be read.</source>
        <translation>无法读取保存的牌局。</translation>
    </message>
    <message>
        <source>The saved game was written by a newer version of the app.</source>
        <translation>保存的牌局来自更新版本的程序。</translation>
    </message>
    <message>
        <source>That move is not understood.</source>
        <translation>无法识别这个操作。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>没有这个座位。</translation>
    </message>
    <message>
        <source>This game cannot be played with {players} players.</source>
        <translation>这个游戏不能 {players} 人玩。</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>你手里没有这些牌。</translation>
    </message>
    <message>
        <source>Select the cards to play first.</source>
        <translation>请先选择要出的牌。</translation>
    </message>
    <message>
        <source>These cards are not a combination.</source>
        <translation>这些牌不成牌型。</translation>
    </message>
    <message>
        <source>This does not beat the play on the table.</source>
        <translation>压不过桌面上的牌。</translation>
    </message>
    <message>
        <source>You must play the same kind of combination.</source>
        <translation>必须出相同的牌型。</translation>
    </message>
    <message>
        <source>You must play as many cards as the play on the table.</source>
        <translation>必须出与桌面相同张数的牌。</translation>
    </message>
    <message>
        <source>You lead this trick: you cannot pass.</source>
        <translation>这一墩由你先出：不能不出。</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>现在不能不出。</translation>
    </message>
    <message>
        <source>You can beat the play on the table, so you must play.</source>
        <translation>你能压过桌面的牌，必须出牌。</translation>
    </message>
    <message>
        <source>The next player has one card left: play your highest single.</source>
        <translation>下家报单：出单张必须出最大的。</translation>
    </message>
    <message>
        <source>You must follow the suit that was led.</source>
        <translation>必须跟首家出的花色。</translation>
    </message>
    <message>
        <source>You must follow pairs with pairs while you can.</source>
        <translation>有对子时必须跟对子。</translation>
    </message>
    <message>
        <source>Play as many cards as were led.</source>
        <translation>出牌张数必须与首家相同。</translation>
    </message>
    <message>
        <source>The throw fails: another player holds a higher combination.</source>
        <translation>甩牌失败：其他玩家有更大的牌。</translation>
    </message>
    <message>
        <source>A throw must be of one plain suit.</source>
        <translation>甩牌必须是同一门副牌。</translation>
    </message>
    <message>
        <source>That bid is too low.</source>
        <translation>叫分太低。</translation>
    </message>
    <message>
        <source>That bid is too high.</source>
        <translation>叫分太高。</translation>
    </message>
    <message>
        <source>That is not a valid bid.</source>
        <translation>这不是有效的叫分。</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>这不是一种花色。</translation>
    </message>
    <message>
        <source>Bury exactly {count} cards ({selected} chosen).</source>
        <translation>必须正好埋 {count} 张牌（现在选了 {selected} 张）。</translation>
    </message>
    <message>
        <source>Bury exactly {count} cards.</source>
        <translation>必须埋 {count} 张牌。</translation>
    </message>
    <message>
        <source>A joker cannot be played with knife (刀) cards.</source>
        <translation>王不能和刀牌一起出。</translation>
    </message>
    <message>
        <source>Now only a play that empties your hand is allowed.</source>
        <translation>现在只能出一手出完手牌的牌。</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>这位玩家已经出局。</translation>
    </message>
    <message>
        <source>The cards cannot be read that way.</source>
        <translation>这些牌不能按这种牌型出。</translation>
    </message>
    <message>
        <source>Pass the mouse to the next player first.</source>
        <translation>请先把鼠标交给下一位玩家。</translation>
    </message>
    <message>
        <source>That seat is played by a bot.</source>
        <translation>这个座位由电脑控制。</translation>
    </message>
    <message>
        <source>That seat is not played at this computer.</source>
        <translation>这个座位不在这台电脑上操作。</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>没有正在进行的牌局。</translation>
    </message>
    <message>
        <source>That move is for another seat.</source>
        <translation>这个操作属于另一个座位。</translation>
    </message>
    <message>
        <source>That bid is not allowed now.</source>
        <translation>现在不能叫这个分。</translation>
    </message>
    <message>
        <source>That is not a suit you can choose as trumps.</source>
        <translation>不能选这门花色做主。</translation>
    </message>
    <message>
        <source>That choice is not allowed.</source>
        <translation>不能这样选择。</translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation>同一张牌出现了两次。</translation>
    </message>
    <message>
        <source>A combination must be of one suit.</source>
        <translation>牌型必须是同一花色。</translation>
    </message>
    <message>
        <source>Trumps cannot be thrown together.</source>
        <translation>主牌不能甩。</translation>
    </message>
    <message>
        <source>This move takes no cards.</source>
        <translation>这个操作不需要选牌。</translation>
    </message>
    <message>
        <source>That move is not part of this game.</source>
        <translation>这个游戏没有这种操作。</translation>
    </message>
    <message>
        <source>There is no such combination.</source>
        <translation>没有这种牌型。</translation>
    </message>
    <message>
        <source>That is not available now.</source>
        <translation>现在不可用。</translation>
    </message>
    <message>
        <source>Bids go in steps of {step}: {amount} is not one.</source>
        <translation>叫分须以 {step} 为单位：{amount} 不行。</translation>
    </message>
    <message>
        <source>These cards cannot be played as that combination.</source>
        <translation>这些牌不能按这种牌型出。</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>本局还没有结束。</translation>
    </message>
    <message>
        <source>What this game carries over from the one before is not valid.</source>
        <translation>本局从上一局沿用的数据无效。</translation>
    </message>
    <message>
        <source>The game&apos;s state needed for this check is missing.</source>
        <translation>缺少这项检查所需的牌局状态。</translation>
    </message>
    <message>
        <source>That deal is not valid.</source>
        <translation>这次发牌无效。</translation>
    </message>
    <message>
        <source>This game cannot be played by that many players.</source>
        <translation>这个游戏不能由这么多人玩。</translation>
    </message>
    <message>
        <source>The message from the other computer is not valid.</source>
        <translation>另一台电脑发来的消息无效。</translation>
    </message>
    <message>
        <source>That hand holds more cards than this game deals.</source>
        <translation>这手牌比这个游戏发的牌还多。</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s pack.</source>
        <translation>这张牌不在这个游戏的牌中。</translation>
    </message>
    <message>
        <source>This game&apos;s pack does not hold that many copies of a card.</source>
        <translation>这个游戏的牌中没有这么多张同样的牌。</translation>
    </message>
    <message>
        <source>That seat is not played from another computer.</source>
        <translation>这个座位不是由另一台电脑操作的。</translation>
    </message>
    <message>
        <source>That is not possible at this table now.</source>
        <translation>现在牌桌上不能这样做。</translation>
    </message>
    <message>
        <source>The next player has one card left: you must beat the single.</source>
        <translation>下家报单：必须压过这张单牌。</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>不允许：{reason}。</translation>
    </message>
    <message>
        <source>A {play} cannot follow a {top}.</source>
        <translation>{play}不能跟{top}。</translation>
    </message>
    <message>
        <source>On the table: {play}.</source>
        <translation>桌面上：{play}。</translation>
    </message>
    <message>
        <source>Lottery</source>
        <extracomment>the types that beat other kinds (bombs) in each game: a refusal of one is &quot;does not beat&quot;</extracomment>
        <translation>抽签</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>Show cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Calling the landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Grabbing the landlord</source>
        <translation>抢地主</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>定主</translation>
    </message>
    <message>
        <source>Burying cards</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Show cards before the deal</source>
        <translation>明牌开始</translation>
    </message>
    <message>
        <source>Grab the earth</source>
        <translation>抢地</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>牌局结束</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>不出</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Call landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Grab landlord</source>
        <translation>抢地主</translation>
    </message>
    <message>
        <source>Choose trumps</source>
        <translation>定主</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>No bid</source>
        <extracomment>games whose only pass is declining to bid (红五&apos;s 叫分: &quot;不叫&quot;, not a play&apos;s &quot;不出&quot;)</extracomment>
        <translation>不叫</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>Escaped</source>
        <translation>逃跑</translation>
    </message>
    <message>
        <source>Sky cards</source>
        <translation>天牌</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>地牌</translation>
    </message>
    <message>
        <source>Grabbed the earth</source>
        <translation>抢地</translation>
    </message>
    <message>
        <source>Man</source>
        <translation>人牌</translation>
    </message>
    <message>
        <source>Landlord won</source>
        <translation>地主胜</translation>
    </message>
    <message>
        <source>Landlord lost</source>
        <translation>地主负</translation>
    </message>
    <message>
        <source>Opponent escaped</source>
        <translation>对手逃跑</translation>
    </message>
    <message>
        <source>Partner escaped</source>
        <translation>同伴逃跑</translation>
    </message>
    <message>
        <source>Peasants won</source>
        <translation>农民胜</translation>
    </message>
    <message>
        <source>Peasants lost</source>
        <translation>农民负</translation>
    </message>
    <message>
        <source>{combo}: {suit}, {cards}</source>
        <translation>{combo}：{suit}，{cards}</translation>
    </message>
    <message>
        <source>{combo} ({cards})</source>
        <extracomment>types whose size is a card count of one rank (bombs): named &quot;rank&quot; or &quot;rank×count&quot; types named by their range only (&quot;Straight 5–K&quot;): the length is implied doudizhu&apos;s planes with kickers are named as a plane plus the kicker (&quot;plane ×2 (8–9) with pairs&quot;)</extracomment>
        <translation>{combo}（{cards}）</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>First out</source>
        <translation>上游</translation>
    </message>
    <message>
        <source>Last out</source>
        <translation>下游</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>地主</translation>
    </message>
    <message>
        <source>Peasant</source>
        <translation>农民</translation>
    </message>
    <message>
        <source>Dealer won</source>
        <translation>庄家胜</translation>
    </message>
    <message>
        <source>Dealer lost</source>
        <translation>庄家负</translation>
    </message>
    <message>
        <source>Defenders won</source>
        <translation>闲家胜</translation>
    </message>
    <message>
        <source>Defenders lost</source>
        <translation>闲家负</translation>
    </message>
    <message>
        <source>Double clip</source>
        <translation>双夹</translation>
    </message>
    <message>
        <source>Won by double clip</source>
        <translation>双夹胜</translation>
    </message>
    <message>
        <source>Lost by double clip</source>
        <translation>被双夹</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>Big spring</source>
        <translation>大春天</translation>
    </message>
    <message>
        <source>Won by walkover</source>
        <translation>不战而胜</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>获得补偿</translation>
    </message>
    <message>
        <source>Mars carrier</source>
        <translation>火星航母</translation>
    </message>
    <message>
        <source>UFO</source>
        <translation>UFO</translation>
    </message>
    <message>
        <source>Starlink</source>
        <translation>星链</translation>
    </message>
    <message>
        <source>banker&apos;s sky (庄家天牌), ×1</source>
        <extracomment>天牌 classes (engine.tiandiren.scoring.SKY_CLASSES) and their multipliers</extracomment>
        <translation>庄家天牌 ×1</translation>
    </message>
    <message>
        <source>non-banker&apos;s sky (非庄家天牌), ×0.7</source>
        <translation>非庄家天牌 ×0.7</translation>
    </message>
    <message>
        <source>grabbed sky (抢天), ×0.9</source>
        <translation>抢天 ×0.9</translation>
    </message>
    <message>
        <source>{kinds} (double sky)</source>
        <translation>{kinds}（双天牌）</translation>
    </message>
    <message>
        <source>Lv {n} · {name}</source>
        <translation>{n}级 · {name}</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>首发</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>出局</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>甲队</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>乙队</translation>
    </message>
    <message>
        <source>Relay {n}</source>
        <translation>接风 {n}</translation>
    </message>
    <message>
        <source>Last card!</source>
        <translation>报单！</translation>
    </message>
    <message>
        <source>Strict shapes (same number of groups and kickers to beat)</source>
        <translation>严格牌型（组数与带牌须相同才能压）</translation>
    </message>
    <message>
        <source>Classic game (no wild cards, no showing)</source>
        <translation>经典玩法（无癞子、无明牌）</translation>
    </message>
    <message>
        <source>Spring doubles the stake</source>
        <translation>春天翻倍</translation>
    </message>
    <message>
        <source>Room stake</source>
        <translation>房间底注</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>初始金币</translation>
    </message>
    <message>
        <source>Allow showing cards</source>
        <translation>允许明牌</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>癞子</translation>
    </message>
    <message>
        <source>Pairs must follow pairs</source>
        <translation>对子必须跟对子</translation>
    </message>
    <message>
        <source>Kitty points doubled for the defenders</source>
        <translation>闲家抠底分数翻倍</translation>
    </message>
    <message>
        <source>Penalty per captured heart five</source>
        <translation>每个被抓的红桃5扣分</translation>
    </message>
    <message>
        <source>Base score</source>
        <translation>底分</translation>
    </message>
    <message>
        <source>Seconds to choose trumps</source>
        <translation>定主限时（秒）</translation>
    </message>
    <message>
        <source>Triple with any two cards</source>
        <translation>三带二不分对和散</translation>
    </message>
    <message>
        <source>2 may start a sequence (2-3-4)</source>
        <translation>取消2不3连（2-3-4 可连）</translation>
    </message>
    <message>
        <source>The previous winner leads</source>
        <translation>赢家先出</translation>
    </message>
    <message>
        <source>Must play when able to beat</source>
        <translation>能压必压</translation>
    </message>
    <message>
        <source>Highest single against a last card</source>
        <translation>报单必顶</translation>
    </message>
    <message>
        <source>Hint only when a beating play exists</source>
        <translation>有牌可压时才提示</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分方式</translation>
    </message>
    <message>
        <source>Bomb bonus</source>
        <translation>炸弹奖励</translation>
    </message>
    <message>
        <source>Double clip below this many points</source>
        <translation>双夹分数线</translation>
    </message>
    <message>
        <source>Stake for a win</source>
        <translation>胜局得分</translation>
    </message>
    <message>
        <source>Stake for a double clip</source>
        <translation>双夹得分</translation>
    </message>
    <message>
        <source>Escape bonus to each opponent</source>
        <translation>逃跑时每个对手得分</translation>
    </message>
    <message>
        <source>Tricks before the escape bonus is paid</source>
        <translation>逃跑奖励所需墩数</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Jokers may be kickers</source>
        <translation>王可以作带牌</translation>
    </message>
    <message>
        <source>By cards left</source>
        <translation>按剩余张数</translation>
    </message>
    <message>
        <source>By finishing rank</source>
        <translation>按名次</translation>
    </message>
    <message>
        <source>Wild cards and showing</source>
        <translation>癞子与明牌</translation>
    </message>
    <message>
        <source>Classic (no wild cards)</source>
        <translation>经典（无癞子）</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Plum</source>
        <translation>梅</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>兰</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>竹</translation>
    </message>
    <message>
        <source>Chrysanthemum</source>
        <translation>菊</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <extracomment>Games whose rules name the seats otherwise: for each seat, its index in DEFAULT_SEAT_NAMES. 原子&apos;s seed numbers the places 东 1, 南 2, 西 3, 北 0 and the engine seats each player at the place of its number (seat 0 = 北 North, 1 = 东 East, ...). The default names in the languages the app speaks (an earlier game&apos;s names, saved in another language, are still known as defaults).</extracomment>
        <translation>座位 {n}</translation>
    </message>
</context>
<context>
    <name>Yuanzi</name>
    <message>
        <source>The half is over.</source>
        <extracomment>原子&apos;s halves (上半局 / 下半局, the seed&apos;s word; not a match&apos;s 半场)</extracomment>
        <translation>半局结束。</translation>
    </message>
    <message>
        <source>A half starts.</source>
        <translation>半局开始。</translation>
    </message>
    <message>
        <source>Escape penalty in the first half</source>
        <extracomment>原子&apos;s options that name a half (上半局 / 下半局, the seed&apos;s word)</extracomment>
        <translation>上半局逃跑罚分</translation>
    </message>
    <message>
        <source>Escape penalty in the second half</source>
        <translation>下半局逃跑罚分</translation>
    </message>
    <message>
        <source>First half</source>
        <extracomment>原子&apos;s halves: the seed&apos;s word is 上半局 / 下半局, never a match&apos;s 上半场</extracomment>
        <translation>上半局</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>下半局</translation>
    </message>
</context>
<context>
    <name>_RoomDialog</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
</context>
</TS>
