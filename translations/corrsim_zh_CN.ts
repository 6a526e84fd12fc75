<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnchorWords</name>
    <message>
        <source>sending</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>delivery</source>
        <translation>投递</translation>
    </message>
    <message>
        <source>loss on the wire</source>
        <translation>线路上的丢失</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>重复副本</translation>
    </message>
    <message>
        <source>reply matched</source>
        <translation>回复匹配成功</translation>
    </message>
    <message>
        <source>reply discarded</source>
        <translation>回复被丢弃</translation>
    </message>
    <message>
        <source>reply taken for another request</source>
        <translation>回复被当成另一个请求的回复</translation>
    </message>
    <message>
        <source>state change</source>
        <translation>状态变更</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>副作用</translation>
    </message>
    <message>
        <source>log line</source>
        <translation>日志行</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>note</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>expectation</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>ordinal</comment>
        <translation>第 %1</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>ordinal</comment>
        <translation>第 %1</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>ordinal</comment>
        <translation>第 %1</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>ordinal</comment>
        <translation>第 %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a delivery of payment.callback</comment>
        <translation>%2 的%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a state change (PAID)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 for key %2</source>
        <translation>键 %2 的%1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a delivery to orders</comment>
        <translation>发往 %2 的%1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <comment>a sending by provider</comment>
        <translation>%2 的%1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <comment>... for correlation ID 101</comment>
        <translation>%1（关联 ID %2）</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>... in conversation PRQ-#2</comment>
        <translation>%1（会话 %2）</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <comment>the 3rd delivery</comment>
        <translation>%1 次%2</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1, at %2 (event %3)</source>
        <translation>%1，于 %2（事件 %3）</translation>
    </message>
    <message>
        <source>store write</source>
        <translation>存储写入</translation>
    </message>
    <message>
        <source>store read</source>
        <translation>存储读取</translation>
    </message>
    <message>
        <source>store removal</source>
        <translation>存储删除</translation>
    </message>
    <message>
        <source>store expiry</source>
        <translation>存储过期</translation>
    </message>
    <message>
        <source>store emptying</source>
        <translation>存储清空</translation>
    </message>
    <message>
        <source>gone: its event no longer happens</source>
        <translation>已消失：其事件不再发生</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>moved from conversation %1 to %2</source>
        <translation>从会话 %1 移到了 %2</translation>
    </message>
    <message>
        <source>moved onto the network&apos;s copy</source>
        <translation>移到了网络制造的副本上</translation>
    </message>
    <message>
        <source>moved off the network&apos;s copy onto the original</source>
        <translation>从网络的副本移回了原件</translation>
    </message>
    <message>
        <source>moved from conversation %1 onto the network&apos;s copy in %2</source>
        <translation>从会话 %1 移到了 %2 中网络制造的副本上</translation>
    </message>
    <message>
        <source>moved from the network&apos;s copy in %1 onto the original in %2</source>
        <translation>从 %1 中网络的副本移到了 %2 中的原件上</translation>
    </message>
</context>
<context>
    <name>CheckPromises</name>
    <message>
        <source>every rule every run keeps holds (money conserved, no account overdrawn, sagas end or say why, no effect twice where inboxes remember, every pending entry accounted for)</source>
        <translation>每次运行都遵守的每条规则均成立（资金守恒、没有账户透支、saga 结束或说明原因、收件箱记得消息时没有副作用被应用两次、每个待处理条目都有着落）</translation>
    </message>
    <message>
        <source>the scenario&apos;s own expectations pass</source>
        <translation>场景自身的预期全部通过</translation>
    </message>
    <message>
        <source>no message applies an effect twice, whether or not an inbox is on</source>
        <translation>无论是否启用收件箱，都没有消息将同一副作用应用两次</translation>
    </message>
    <message>
        <source>the copies of one message write each store entry once between them</source>
        <translation>同一消息的各个副本合起来只写入每个存储条目一次</translation>
    </message>
    <message>
        <source>every saga reaches a final state</source>
        <translation>每个 saga 都到达最终状态</translation>
    </message>
    <message>
        <source>a callback finds the pending request its caller stored, unless something took it out (taken, removed, expired), and no second put replaces it</source>
        <translation>回调能找到其调用方存储的待处理请求，除非有操作已将其取出（取走、删除、过期），且没有第二次写入替换它</translation>
    </message>
    <message>
        <source>every reply is taken for the request whose correlation ID it carries</source>
        <translation>每个回复都被当作其所带关联 ID 对应的请求的回复</translation>
    </message>
    <message>
        <source>every reply a requester receives answers one of its requests</source>
        <translation>请求方收到的每个回复都应答其某个请求</translation>
    </message>
    <message>
        <source>no message is delivered twice to one application</source>
        <translation>没有消息被两次投递给同一个应用</translation>
    </message>
    <message>
        <source>every request is answered within the reply timeout given with the trace (a request: a message of a type its sender has had answered)</source>
        <translation>每个请求都在随追踪给出的回复超时内得到回复（请求：其发送方曾得到过回复的那类消息）</translation>
    </message>
    <message>
        <source>every span&apos;s parent, and every producer a consumer links to, is in the trace</source>
        <translation>每个span 的父span，以及消费者所链接的每个生产者，都在追踪中</translation>
    </message>
</context>
<context>
    <name>DetailWords</name>
    <message>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>KEY_NOT_FOUND</source>
        <translation>KEY_NOT_FOUND</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>已取走</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>absent, no error</source>
        <translation>不存在，不报错</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>lost on restart</source>
        <translation>重启时丢失</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>已替换</translation>
    </message>
    <message>
        <source>already processed: skipped</source>
        <translation>已处理过：跳过</translation>
    </message>
    <message>
        <source>duplicate: the inbox key rolled the transaction back</source>
        <translation>重复：收件箱键使事务回滚</translation>
    </message>
    <message>
        <source>no rule of its handler held: nothing done, no reply</source>
        <translation>其处理程序的规则均不成立：什么都没做，也不回复</translation>
    </message>
    <message>
        <source>duplicate: the idempotency key rolled the transaction back</source>
        <translation>重复：幂等键使事务回滚</translation>
    </message>
    <message>
        <source>the balance no longer covers the transfer: rolled back and handled again</source>
        <translation>余额已不够这笔转账：回滚后重新处理</translation>
    </message>
    <message>
        <source>crashed between the two writes</source>
        <translation>在两次写入之间崩溃</translation>
    </message>
    <message>
        <source>crashed after the commit: its event is never published</source>
        <translation>提交后崩溃：其事件永远不会发布</translation>
    </message>
    <message>
        <source>adopted the caller&apos;s trace ID</source>
        <translation>沿用调用方的追踪 ID</translation>
    </message>
    <message>
        <source>no trace ID came with it: made a new one</source>
        <translation>未带追踪 ID：新建了一个</translation>
    </message>
    <message>
        <source>restarted: sending the command it waits for again</source>
        <translation>已重启：重新发送它在等待的命令</translation>
    </message>
    <message>
        <source>gave up waiting for a reply</source>
        <translation>放弃等待回复</translation>
    </message>
    <message>
        <source>no reply in time: sending the command again</source>
        <translation>未及时收到回复：再次发送命令</translation>
    </message>
    <message>
        <source>reply for no saga of ours: ignored</source>
        <translation>回复不属于我方任何 saga：忽略</translation>
    </message>
    <message>
        <source>duplicate or late reply: ignored</source>
        <translation>重复或迟到的回复：忽略</translation>
    </message>
    <message>
        <source>a compensation failed</source>
        <translation>一次补偿失败</translation>
    </message>
    <message>
        <source>failed after the claim, before the status write</source>
        <translation>在认领之后、写入状态之前失败</translation>
    </message>
    <message>
        <source>a response, not a request: not answered</source>
        <translation>是响应而非请求：不作答</translation>
    </message>
    <message>
        <source>crashed after marking, before publishing</source>
        <translation>标记之后、发布之前崩溃</translation>
    </message>
    <message>
        <source>crashed after publishing, before marking</source>
        <translation>发布之后、标记之前崩溃</translation>
    </message>
    <message>
        <source>a request waiting its turn was lost: the worker was down</source>
        <translation>排队等候的请求丢失：worker 已停机</translation>
    </message>
    <message>
        <source>timed out: sending the request again</source>
        <translation>超时：再次发送请求</translation>
    </message>
    <message>
        <source>appended</source>
        <translation>已追加</translation>
    </message>
    <message>
        <source>stopped redelivering: no acknowledgement and nothing else left to happen</source>
        <translation>停止重新投递：没有确认，也不会再发生别的事</translation>
    </message>
    <message>
        <source>handling failed: rolled back</source>
        <translation>处理失败：已回滚</translation>
    </message>
    <message>
        <source>out of order: an older event after a newer one</source>
        <translation>乱序：较旧的事件在较新的之后到达</translation>
    </message>
    <message>
        <source>handling failed</source>
        <translation>处理失败</translation>
    </message>
    <message>
        <source>an arrival was lost: the worker was down</source>
        <translation>一次到达丢失：worker 已停机</translation>
    </message>
    <message>
        <source>too old: gave up on age</source>
        <translation>太旧：超过时限而放弃</translation>
    </message>
    <message>
        <source>gave up after the last attempt</source>
        <translation>最后一次尝试后放弃</translation>
    </message>
    <message>
        <source>unknown correlation ID</source>
        <translation>未知的关联 ID</translation>
    </message>
    <message>
        <source>matched by its connection</source>
        <translation>按其连接匹配</translation>
    </message>
    <message>
        <source>transferred</source>
        <translation>已转账</translation>
    </message>
    <message>
        <source>refunded</source>
        <translation>已退款</translation>
    </message>
    <message>
        <source>receiver down</source>
        <translation>接收方已停机</translation>
    </message>
</context>
<context>
    <name>DiagramSpeech</name>
    <message>
        <source>Problem: %1, at %2, %3</source>
        <translation>问题：%1，位于 %2，时间 %3</translation>
    </message>
    <message>
        <source>%1, at %2, %3</source>
        <translation>%1，位于 %2，时间 %3</translation>
    </message>
    <message>
        <source>%1 from %2 to %3, sent at %4</source>
        <translation>%1，从 %2 发往 %3，发送于 %4</translation>
    </message>
    <message>
        <source>%1 %2 from %3 to %4, sent at %5</source>
        <translation>%1 %2，从 %3 发往 %4，发送于 %5</translation>
    </message>
    <message>
        <source>, correlation ID %1</source>
        <translation>，关联标识符 %1</translation>
    </message>
    <message>
        <source>, a duplicate the network made</source>
        <translation>，由网络产生的重复副本</translation>
    </message>
    <message>
        <source>, a retry</source>
        <translation>，一次重试</translation>
    </message>
    <message>
        <source>, put there by the scenario</source>
        <translation>，由场景注入</translation>
    </message>
    <message>
        <source>, on its way</source>
        <translation>，正在途中</translation>
    </message>
    <message>
        <source>, still on its way when the run ended</source>
        <translation>，运行结束时仍在途中</translation>
    </message>
    <message>
        <source>, lost on the wire</source>
        <translation>，在线路上丢失</translation>
    </message>
    <message>
        <source>, lost: its receiver had crashed</source>
        <translation>，已丢失：其接收方已崩溃</translation>
    </message>
    <message>
        <source>, delivered at %1</source>
        <translation>，投递于 %1</translation>
    </message>
</context>
<context>
    <name>EventProse</name>
    <message>
        <source>%1 sends %2 to %3</source>
        <translation>%1 向 %3 发送 %2</translation>
    </message>
    <message>
        <source>%1 receives a second %2 from %3</source>
        <translation>%1 从 %3 收到第二个 %2</translation>
    </message>
    <message>
        <source>%1 receives %2 from %3</source>
        <translation>%1 从 %3 收到 %2</translation>
    </message>
    <message>
        <source>%1 from %2 to %3 is lost</source>
        <translation>从 %2 发往 %3 的 %1 丢失了</translation>
    </message>
    <message>
        <source> (the receiver was down)</source>
        <translation>（接收方当时已停机）</translation>
    </message>
    <message>
        <source> (pinned fault)</source>
        <translation>（固定的故障）</translation>
    </message>
    <message>
        <source>the network copies %1 from %2 to %3</source>
        <translation>网络复制了从 %2 发往 %3 的 %1</translation>
    </message>
    <message>
        <source>%1 reads %2 in %3 (%4)</source>
        <translation>%1 在 %3 中读取 %2（%4）</translation>
    </message>
    <message>
        <source>%1 writes %2 in %3</source>
        <translation>%1 在 %3 中写入 %2</translation>
    </message>
    <message>
        <source>%1 removes %2 from %3 (%4)</source>
        <translation>%1 从 %3 中移除 %2（%4）</translation>
    </message>
    <message>
        <source>%1 expires in %2</source>
        <translation>%1 在 %2 中过期</translation>
    </message>
    <message>
        <source>%1 loses its entries</source>
        <translation>%1 丢失了其中的条目</translation>
    </message>
    <message>
        <source>%1: %2 becomes %3</source>
        <translation>%1：%2 变为 %3</translation>
    </message>
    <message>
        <source>%1 crashes</source>
        <translation>%1 崩溃</translation>
    </message>
    <message>
        <source>%1 restarts</source>
        <translation>%1 重启</translation>
    </message>
    <message>
        <source>a note: &quot;%1&quot;</source>
        <translation>一条注释：“%1”</translation>
    </message>
    <message>
        <source> (conversation %1)</source>
        <translation>（会话 %1）</translation>
    </message>
</context>
<context>
    <name>ExploreWords</name>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>从 %2 发往 %3 的 %1</translation>
    </message>
    <message>
        <source>a message</source>
        <translation>一条消息</translation>
    </message>
    <message>
        <source>%1 is lost, at %2</source>
        <translation>%1 丢失，于 %2</translation>
    </message>
    <message>
        <source>a second copy of %1, at %2</source>
        <translation>%1 的第二个副本，于 %2</translation>
    </message>
    <message>
        <source>%1 arrives %2 late</source>
        <translation>%1 晚到 %2</translation>
    </message>
    <message>
        <source>%1 is overtaken by the next message on its way</source>
        <translation>%1 在途中被下一条消息超过</translation>
    </message>
    <message>
        <source>%1 crashes right after its %2, at %3</source>
        <translation>%1 刚完成%2就崩溃，于 %3</translation>
    </message>
    <message>
        <source>%1 crashes</source>
        <translation>%1 崩溃</translation>
    </message>
    <message>
        <source>%1, and is back %2 later</source>
        <translation>%1，%2 后恢复</translation>
    </message>
    <message>
        <source>%1, and stays down</source>
        <translation>%1，且不再恢复</translation>
    </message>
    <message>
        <source>no fault</source>
        <translation>无故障</translation>
    </message>
    <message>
        <source>; then </source>
        <translation>；然后</translation>
    </message>
    <message>
        <source>Tried the one way this run can go, </source>
        <translation>尝试了这次运行唯一可能的走向，</translation>
    </message>
    <message>
        <source>Tried %1 ways this run can go, </source>
        <translation>尝试了这次运行可能的 %1 种走向，</translation>
    </message>
    <message>
        <source>with up to 1 fault each.</source>
        <translation>每种最多含 1 个故障。</translation>
    </message>
    <message>
        <source>with up to %1 faults each.</source>
        <translation>每种最多含 %1 个故障。</translation>
    </message>
    <message>
        <source>“%1” breaks in %2 of them.</source>
        <translation>其中 %2 种违反了“%1”。</translation>
    </message>
    <message>
        <source>The shortest way to break it: %1.</source>
        <translation>最短的破坏方式：%1。</translation>
    </message>
    <message>
        <source>What goes wrong: %1</source>
        <translation>出错之处：%1</translation>
    </message>
    <message>
        <source>Every one keeps: %1.</source>
        <translation>每种都满足：%1。</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>check names</comment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>1 schedule</source>
        <translation>1 个调度</translation>
    </message>
    <message>
        <source>%1 schedules</source>
        <translation>%1 个调度</translation>
    </message>
    <message>
        <source>None of the %1 run broke %2, but not every schedule within the bound was run.</source>
        <translation>已运行的 %1 中没有一个违反 %2，但上限以内的调度并未全部运行。</translation>
    </message>
    <message>
        <source>1 fault</source>
        <translation>1 个故障</translation>
    </message>
    <message>
        <source>%1 faults</source>
        <translation>%1 个故障</translation>
    </message>
    <message>
        <source>No run with up to %1 breaks %2: all %3 were run, and every one kept it.</source>
        <translation>没有任何最多含 %1 的运行违反 %2：全部 %3 都已运行，且每一个都满足它。</translation>
    </message>
    <message>
        <source>The design breaks %1 before explore adds any fault: %2.</source>
        <translation>在探索加入任何故障之前，设计本身就违反了 %1：%2。</translation>
    </message>
    <message>
        <source>The shortest run that breaks %1 has %2: %3. What breaks: %4. (%5 run.)</source>
        <translation>违反 %1 的最短运行含 %2：%3。出错之处：%4。（共运行了 %5。）</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>丢失</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>delay</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>reorder</source>
        <translation>乱序</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>A message lost on the wire (%1)</source>
        <translation>一条消息在网络上丢失（%1）</translation>
    </message>
    <message>
        <source>A message delivered twice (%1)</source>
        <translation>一条消息被投递两次（%1）</translation>
    </message>
    <message>
        <source>A message held up on the wire (%1)</source>
        <translation>一条消息在网络上被延迟（%1）</translation>
    </message>
    <message>
        <source>A message overtaken by the next one on its link (%1)</source>
        <translation>一条消息被同一链路上的下一条消息超过（%1）</translation>
    </message>
    <message>
        <source>A worker crashing right after one of its events (%1)</source>
        <translation>一个工作者在其某个事件之后立即崩溃（%1）</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: %2 before, %3 after</source>
        <translation>%1：之前 %2，之后 %3</translation>
    </message>
    <message>
        <source>no accounts in this scenario</source>
        <translation>此场景中没有账户</translation>
    </message>
    <message>
        <source>%1[%2] fell to %3 at %4</source>
        <translation>%1[%2] 于 %4 降至 %3</translation>
    </message>
    <message>
        <source>every balance stayed at zero or above</source>
        <translation>所有余额始终不低于零</translation>
    </message>
    <message>
        <source>no sagas in this scenario</source>
        <translation>此场景中没有 saga</translation>
    </message>
    <message>
        <source>%1 is not final and nothing says why</source>
        <translation>%1 未处于最终状态，且没有任何说明原因</translation>
    </message>
    <message numerus="yes">
        <source>all %n ended</source>
        <translation>
            <numerusform>全部 %n 个均已结束</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n did not end; the first: %1 %2</source>
        <translation>
            <numerusform>%n 个未结束；第一个：%1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown: this trace does not record its participants&apos; facts (a file an older Corrsim wrote, or spans another tool wrote)</source>
        <translation>未知：此追踪没有记录其参与者的事实（旧版 Corrsim 写出的文件，或其他工具写出的span）</translation>
    </message>
    <message>
        <source>no saga services consume messages here</source>
        <translation>这里没有 saga 服务消费消息</translation>
    </message>
    <message>
        <source>not checked: effects are counted for the sagas of a &quot;saga&quot; block, and this scenario has none</source>
        <translation>未检查：副作用只针对 &quot;saga&quot; 块中的 saga 计数，而此场景没有该块</translation>
    </message>
    <message>
        <source>not applicable: %1 has no inbox</source>
        <translation>不适用：%1 没有收件箱</translation>
    </message>
    <message>
        <source>no effect twice</source>
        <translation>没有副作用被应用两次</translation>
    </message>
    <message numerus="yes">
        <source>no message applied an effect twice (%n repeats of an effect came from different messages)</source>
        <translation>
            <numerusform>没有消息将同一副作用应用两次（有 %n 次副作用重复来自不同的消息）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n effects applied twice by one message%1%2</source>
        <translation>
            <numerusform>%n 个副作用被同一条消息应用了两次%1%2</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1: %2)</source>
        <translation>（%1：%2）</translation>
    </message>
    <message numerus="yes">
        <source>; %n of them after a message came back once the purge had removed its inbox row (retention shorter than the redelivery)</source>
        <translation>
            <numerusform>；其中 %n 个发生在清理已删除消息的收件箱行之后该消息再次到达时（保留时间短于重新投递的间隔）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wrote the state &quot;%2&quot; at %3, which it does not declare</source>
        <translation>%1 于 %3 写入了状态“%2”，但它并未声明该状态</translation>
    </message>
    <message>
        <source>all states declared</source>
        <translation>所有状态均已声明</translation>
    </message>
    <message>
        <source>no pending entry left</source>
        <translation>没有遗留的待处理条目</translation>
    </message>
    <message numerus="yes">
        <source>%n pending entries left, listed under stores</source>
        <translation>
            <numerusform>遗留 %n 个待处理条目，列在各存储下</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pending entries replaced before a reply took it, the request lost: %1</source>
        <translation>
            <numerusform>%n 个待处理条目在回复取走之前就被替换，请求因此丢失：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[%2]: %3 entry, put at %4, replaced by %5 at %6</source>
        <translation>%1[%2]：%3条目于 %4 写入，于 %6 被%5条目替换</translation>
    </message>
    <message>
        <source>request %1&apos;s</source>
        <translation>请求 %1 的</translation>
    </message>
    <message>
        <source>an earlier</source>
        <translation>先前请求的</translation>
    </message>
    <message>
        <source>%1 holds %2 entries; its trace says %3</source>
        <translation>%1 中有 %2 个条目；其追踪显示为 %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected %2, got %3</source>
        <translation>“%1”：预期 %2，实际 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n effects applied twice%1</source>
        <translation>
            <numerusform>%n 个副作用被应用了两次%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends in %2</source>
        <translation>%1 最终处于 %2</translation>
    </message>
    <message>
        <source>%1 ends in %2: %3</source>
        <translation>%1 最终处于 %2：%3</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>无状态</translation>
    </message>
    <message numerus="yes">
        <source>%n sagas did not end</source>
        <translation>
            <numerusform>%n 个 saga 未结束</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[%2] is written twice for message %3: by %4 at %5 and by %6 at %7</source>
        <translation>%1[%2] 为消息 %3 被写入了两次：%4 于 %5 写入一次，%6 于 %7 又写入一次</translation>
    </message>
    <message>
        <source>%1 finds no %2 in %3 at %4, though %5 put it in %6 at %7 and nothing took it out</source>
        <translation>%1 于 %4 在 %3 中找不到 %2，尽管 %5 于 %7 将其放入了 %6，且没有任何操作将其取出</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>于 %1</translation>
    </message>
    <message>
        <source>at %1 (span %2)</source>
        <translation>于 %1（span %2）</translation>
    </message>
    <message numerus="yes">
        <source>%n spans&apos; parents never arrived (first: %1 &quot;%2&quot;, span %3): a process may have stopped before exporting them, and what it did then cannot be seen</source>
        <translation>
            <numerusform>%n 个span 的父span 始终未到达（第一个：%1 “%2”，span %3）：某个进程可能在导出它们之前就已停止，它当时做了什么无从得知</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took the reply for %2 as the answer to %3 %4</source>
        <translation>%1 %4 将 %2 的回复当作了 %3 的回复</translation>
    </message>
    <message numerus="yes">
        <source>%n replies reached their requester with no span after it that shows which request it was taken for (a span the requester makes while handling it, carrying the request&apos;s correlation ID, would show it)</source>
        <translation>
            <numerusform>%n 个回复到达了请求方，但其后没有span 表明它被当作了哪个请求的回复（请求方处理它时创建、并携带该请求关联 ID 的span 即可表明这一点）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 received a reply with correlation ID %2 from %3 that no request of it was waiting for, %4</source>
        <translation>%1 %4 收到了来自 %3、关联 ID 为 %2 的回复，而它没有任何请求在等待这个回复</translation>
    </message>
    <message>
        <source>message %1 was delivered to %2 twice: %3 and %4</source>
        <translation>消息 %1 被两次投递给 %2：%3 和 %4</translation>
    </message>
    <message>
        <source>each message has one delivery span, but a consumer that stops before its span is exported leaves none (the broker then delivers the message again): spans cannot show a message was processed only once</source>
        <translation>每条消息都有一个投递span，但在其span 导出之前就停止的消费者不会留下任何span （消息代理随后会再次投递该消息）：span 无法表明一条消息只被处理了一次</translation>
    </message>
    <message>
        <source>no span was named as an effect: name the spans that apply one, and the attribute that says on what (--effect-span NAME=ATTRIBUTE; in the app, File &gt; Span import options)</source>
        <translation>没有span 被指定为副作用：请指定施加副作用的span，以及说明其作用对象的属性（--effect-span NAME=ATTRIBUTE；在应用中：文件 &gt; span 导入选项）</translation>
    </message>
    <message>
        <source>%1 on %2 was applied twice: by %3 %4 and by %5 %6</source>
        <translation>%2 上的 %1 被应用了两次：%3 %4 一次，%5 %6 又一次</translation>
    </message>
    <message numerus="yes">
        <source>%n effect spans lack the attribute named to say what it acted on: two of them on one object cannot be told apart from two on two</source>
        <translation>
            <numerusform>%n 个副作用span 缺少指定的、说明其作用对象的属性：作用于同一对象的两个span 与分别作用于两个对象的两个span 无法区分</numerusform>
        </translation>
    </message>
    <message>
        <source>a scenario&apos;s requesters give up after their own timeouts (no-lost-pending judges what they keep): this check judges spans another tool wrote, against the timeout given with them</source>
        <translation>场景中的请求方会在各自的超时后放弃等待（no-lost-pending 评判它们保留的内容）：此检查评判其他工具写出的span，依据的是随这些span 给出的超时</translation>
    </message>
    <message>
        <source>no reply timeout was given: say how long a request may wait for its reply (--reply-timeout; in the app, File &gt; Span import options)</source>
        <translation>未给出回复超时：请说明一个请求最多可以等待其回复多久（--reply-timeout；在应用中：文件 &gt; span 导入选项）</translation>
    </message>
    <message>
        <source>%1 %2 from %3</source>
        <translation>%3 的 %1 %2</translation>
    </message>
    <message>
        <source>the request %1 %2 was answered %3 later, after the %4 timeout</source>
        <translation>请求 %1（%2 发出）在 %3 后才得到回复，已超过 %4 的超时</translation>
    </message>
    <message>
        <source>the request %1 %2 had no reply within %3, though the trace goes on %4 after it</source>
        <translation>请求 %1（%2 发出）在 %3 内没有得到回复，而追踪在它之后还持续了 %4</translation>
    </message>
    <message>
        <source>the request %1 %2 has no reply, and the trace ends before its timeout: a reply may have come after the spans were recorded</source>
        <translation>请求 %1（%2 发出）没有回复，且追踪在其超时之前就结束了：回复可能是在span 记录之后才到达的</translation>
    </message>
    <message>
        <source>no reply answered a message of the type of %1 %2, though it carries a correlation ID: whether such messages expect a reply cannot be told (a request is a message of a type its sender has had answered)</source>
        <translation>没有任何回复应答过与 %1（%2 发出）同类型的消息，尽管它带有关联 ID：无法判断此类消息是否期待回复（请求是指其发送方曾得到过回复的那类消息）</translation>
    </message>
    <message numerus="yes">
        <source>%n spans name a parent or producer that is not in the trace (first: %1 &quot;%2&quot;, span %3 of trace %4, missing %5)</source>
        <translation>
            <numerusform>%n 个span 指向不在追踪中的父span 或生产者（第一个：%1 “%2”，追踪 %4 的span %3，缺少 %5）</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>stuck in %1 since %2: %3</source>
        <translation>自 %2 起停在 %1：%3</translation>
    </message>
    <message>
        <source>no message about it went out after that</source>
        <translation>此后没有关于它的消息发出</translation>
    </message>
    <message>
        <source>its last message, %1, was lost at %2 (the receiver was down)</source>
        <translation>它的最后一条消息 %1 于 %2 丢失（接收方已停机）</translation>
    </message>
    <message>
        <source>its last message, %1, was lost at %2 on the wire</source>
        <translation>它的最后一条消息 %1 于 %2 在网络上丢失</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>从 %2 发往 %3 的 %1</translation>
    </message>
    <message>
        <source>its last message, %1, reached %2 at %3%4</source>
        <translation>它的最后一条消息 %1 于 %3 到达 %2%4</translation>
    </message>
    <message>
        <source>; no acknowledgement got back, and the broker gave up redelivering it</source>
        <translation>；没有确认返回，消息代理已放弃重新投递它</translation>
    </message>
    <message>
        <source> and waits there in partition %1 of %2, which stopped moving: the broker gave up redelivering a message ahead of it</source>
        <translation>，并在 %2 的分区 %1 中等待，该分区已停止前进：消息代理放弃了重新投递排在它前面的一条消息</translation>
    </message>
    <message>
        <source>; it still waits for another consumer in partition %1 of %2, which stopped moving: the broker gave up redelivering a message ahead of it</source>
        <translation>；它仍在 %2 的分区 %1 中等待另一个消费者，该分区已停止前进：消息代理放弃了重新投递排在它前面的一条消息</translation>
    </message>
    <message>
        <source> and nothing came of it</source>
        <translation>，但没有任何结果</translation>
    </message>
    <message>
        <source>its last message, %1, was sent at %2 and had not arrived when the run ended</source>
        <translation>它的最后一条消息 %1 于 %2 发出，运行结束时仍未到达</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>&gt;= %1</source>
        <translation>&gt;= %1</translation>
    </message>
    <message>
        <source>&lt;= %1</source>
        <translation>&lt;= %1</translation>
    </message>
    <message>
        <source>&gt;= %1 and &lt;= %2</source>
        <translation>&gt;= %1 且 &lt;= %2</translation>
    </message>
    <message>
        <source>count of %1 %2</source>
        <translation>%1 的数量 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, then %1</source>
        <translation>，然后 %1</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>没有 %1</translation>
    </message>
    <message>
        <source>%1 came before the events listed ahead of it</source>
        <translation>%1 早于列在它前面的事件发生</translation>
    </message>
    <message>
        <source>in that order</source>
        <translation>按此顺序</translation>
    </message>
    <message>
        <source>%1 holds %2 entries</source>
        <translation>%1 含有 %2 个条目</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 个条目</translation>
    </message>
    <message>
        <source>%1[%2] has %3</source>
        <translation>%1[%2] 有 %3</translation>
    </message>
    <message>
        <source>%1[%2] has no %3</source>
        <translation>%1[%2] 没有 %3</translation>
    </message>
    <message>
        <source>%1 is not in %2</source>
        <translation>%1 不在 %2 中</translation>
    </message>
    <message>
        <source>it has %1</source>
        <translation>有 %1</translation>
    </message>
    <message>
        <source>it has no %1</source>
        <translation>没有 %1</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 含有 %2</translation>
    </message>
    <message>
        <source>%1 does not hold %2</source>
        <translation>%1 不含 %2</translation>
    </message>
    <message>
        <source>present</source>
        <translation>存在</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>%1[%2].%3 = %4</source>
        <translation>%1[%2].%3 = %4</translation>
    </message>
    <message>
        <source>no field %1</source>
        <translation>没有字段 %1</translation>
    </message>
    <message>
        <source>matched nothing in this run, so it changed nothing</source>
        <translation>在这次运行中没有匹配到任何内容，因此没有改变任何东西</translation>
    </message>
    <message>
        <source>a pinned fault acts only in a run that keeps its trace</source>
        <translation>固定的故障只在保留追踪的运行中起作用</translation>
    </message>
    <message>
        <source>its event did not happen in this run, so the note was not shown</source>
        <translation>它的事件在这次运行中没有发生，因此该注释没有显示</translation>
    </message>
    <message>
        <source>a note on an event is shown only in a run that keeps its trace</source>
        <translation>事件上的注释只在保留追踪的运行中显示</translation>
    </message>
    <message>
        <source>held back until the next message from %1 to %2, but none followed: it never arrived</source>
        <translation>被扣留到下一条从 %1 到 %2 的消息，但之后没有任何消息：它从未到达</translation>
    </message>
    <message>
        <source>the expectation &quot;%1&quot; is judged passed, not as the trace recorded it (written by another version of Corrsim?)</source>
        <translation>预期“%1”被判定为通过，与追踪中记录的不同（由另一个版本的 Corrsim 写入？）</translation>
    </message>
    <message>
        <source>the expectation &quot;%1&quot; is judged failed, not as the trace recorded it (written by another version of Corrsim?)</source>
        <translation>预期“%1”被判定为未通过，与追踪中记录的不同（由另一个版本的 Corrsim 写入？）</translation>
    </message>
    <message>
        <source>a consumer&apos;s span starts up to %1 before its producer&apos;s: the services&apos; clocks disagree (drawn in causal order)</source>
        <translation>消费者的 span 最多比其生产者的 span 早 %1 开始：各服务的时钟不一致（按因果顺序绘制）</translation>
    </message>
    <message>
        <source>the class can read the answer before this predict step: %1 &quot;%2&quot; contains %3 &quot;%4&quot;</source>
        <translation>课堂在这个预测问题之前就能读到答案：%1“%2”包含%3“%4”</translation>
    </message>
    <message>
        <source>the class can read the answer before this predict step: %1 &quot;%2&quot; says its answer &quot;%3&quot; with &quot;%4&quot;</source>
        <translation>课堂在这个预测问题之前就能读到答案：%1“%2”连同“%4”说出了答案“%3”</translation>
    </message>
    <message>
        <source>a predict step at a time: name the event that decides its answer with &quot;on&quot;, so that it stops right before that event in every run</source>
        <translation>预测问题设在某个时刻：请用 &quot;on&quot; 指明决定答案的事件，使它在每次运行中都恰好停在该事件之前</translation>
    </message>
    <message>
        <source>a predict step names no &quot;answer&quot;: name it, so that a check can look for it where the class reads</source>
        <translation>预测问题没有给出 &quot;answer&quot;：请给出它，以便检查能在课堂阅读的地方查找它</translation>
    </message>
    <message>
        <source>the event that decides the answer (%1) does not happen in this run</source>
        <translation>决定答案的事件（%1）在这次运行中没有发生</translation>
    </message>
    <message>
        <source>the event that decides the answer (%1) happens before the question is asked</source>
        <translation>决定答案的事件（%1）在提问之前就发生了</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>the summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>the title of variant %1</source>
        <translation>变体 %1 的标题</translation>
    </message>
    <message>
        <source>the note at %1</source>
        <translation>位于 %1 的注释</translation>
    </message>
    <message>
        <source>a note</source>
        <translation>一条注释</translation>
    </message>
    <message>
        <source>the question of %1</source>
        <translation>%1的问题</translation>
    </message>
    <message>
        <source>the reveal of %1</source>
        <translation>%1的揭晓</translation>
    </message>
    <message>
        <source>a later note (%1)</source>
        <translation>之后的一条注释（%1）</translation>
    </message>
    <message>
        <source>the name of an expectation decided before it</source>
        <translation>在它之前已判定的预期的名称</translation>
    </message>
    <message>
        <source>the name of an expectation not yet decided</source>
        <translation>尚未判定的预期的名称</translation>
    </message>
    <message>
        <source>its own text</source>
        <translation>它自己的文字</translation>
    </message>
    <message>
        <source>its question</source>
        <translation>它的问题</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>一个问题</translation>
    </message>
    <message>
        <source>a reveal</source>
        <translation>一段揭晓</translation>
    </message>
    <message>
        <source>the name of an expectation</source>
        <translation>一个预期的名称</translation>
    </message>
    <message>
        <source>its answer</source>
        <translation>它的答案</translation>
    </message>
    <message>
        <source>its reveal</source>
        <translation>它的揭晓</translation>
    </message>
    <message>
        <source>a sentence of its reveal</source>
        <translation>它的揭晓中的一句话</translation>
    </message>
    <message>
        <source>%1 (variant %2)</source>
        <translation>%1（变体 %2）</translation>
    </message>
    <message>
        <source>variant &quot;%1&quot;: %2: %3</source>
        <translation>变体“%1”：%2：%3</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>无法打开该文件</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the most a scenario may be</source>
        <translation>文件大于 %1 MB，即场景允许的最大大小</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>无法读取该文件</translation>
    </message>
    <message>
        <source>no such file, and no built-in scenario has that name (&apos;corrsim list&apos; shows them)</source>
        <translation>没有这个文件，也没有叫这个名字的内置场景（&apos;corrsim list&apos; 会列出它们）</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>不是 JSON</translation>
    </message>
    <message>
        <source>a number too large for this format (%1)</source>
        <translation>数字太大，此格式无法容纳（%1）</translation>
    </message>
    <message>
        <source>a NUL byte: this is not a text file (or it has binary data after the JSON)</source>
        <translation>一个 NUL 字节：这不是文本文件（或者 JSON 之后有二进制数据）</translation>
    </message>
    <message>
        <source>this key appears twice in one object; only one can count</source>
        <translation>这个键在同一个对象中出现了两次；只能有一个生效</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>the text %1</source>
        <translation>文本 %1</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>数字 %1</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>一个列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <source>missing required field &quot;%1&quot;</source>
        <translation>缺少必填字段“%1”</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>应为列表，实际为%1</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知字段“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>expected text, got %1</source>
        <translation>应为文本，实际为%1</translation>
    </message>
    <message>
        <source>this whole number is too large, got %1</source>
        <translation>这个整数太大，实际为%1</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>应为整数，实际为%1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>应为数字，实际为%1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>应为 true 或 false，实际为%1</translation>
    </message>
    <message>
        <source>this duration is too long, got %1 (at most 1000000000s, about 31.7 years)</source>
        <translation>这个时长太长，实际为%1（最多 1000000000s，约 31.7 年）</translation>
    </message>
    <message>
        <source>expected a duration such as &quot;250ms&quot;, &quot;2s&quot;, &quot;5min&quot; or a number of milliseconds, got %1</source>
        <translation>应为时长，如“250ms”“2s”“5min”或毫秒数，实际为%1</translation>
    </message>
    <message>
        <source>a duration cannot be negative, got %1</source>
        <translation>时长不能为负，实际为%1</translation>
    </message>
    <message>
        <source>expected a probability between 0 and 1, got %1</source>
        <translation>应为 0 到 1 之间的概率，实际为%1</translation>
    </message>
    <message>
        <source>a distribution is one of {&quot;uniform&quot;: [lo, hi]}, {&quot;exponential&quot;: mean}, {&quot;normal&quot;: {&quot;mean&quot;, &quot;sd&quot;}}, {&quot;lognormal&quot;: {&quot;median&quot;, &quot;sigma&quot;}}, {&quot;sequence&quot;: [...]}, or a plain duration</source>
        <translation>分布是以下之一：{&quot;uniform&quot;: [lo, hi]}、{&quot;exponential&quot;: mean}、{&quot;normal&quot;: {&quot;mean&quot;, &quot;sd&quot;}}、{&quot;lognormal&quot;: {&quot;median&quot;, &quot;sigma&quot;}}、{&quot;sequence&quot;: [...]}，或一个普通时长</translation>
    </message>
    <message>
        <source>uniform takes two durations, [low, high]</source>
        <translation>uniform 需要两个时长，[下限, 上限]</translation>
    </message>
    <message>
        <source>uniform&apos;s high bound is below its low bound</source>
        <translation>uniform 的上限低于下限</translation>
    </message>
    <message>
        <source>sigma cannot be negative</source>
        <translation>sigma 不能为负</translation>
    </message>
    <message>
        <source>a sequence needs at least one duration</source>
        <translation>序列至少需要一个时长</translation>
    </message>
    <message>
        <source>unknown distribution &quot;%1&quot; (expected fixed, uniform, exponential, normal, lognormal or sequence)</source>
        <translation>未知分布“%1”（应为 fixed、uniform、exponential、normal、lognormal 或 sequence）</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知值“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>a scenario needs a name</source>
        <translation>场景需要一个名称</translation>
    </message>
    <message>
        <source>a name has at most %1 characters, this one %2</source>
        <translation>名称最多 %1 个字符，这个有 %2 个</translation>
    </message>
    <message>
        <source>a scenario name uses lower-case letters, digits and &apos;-&apos; only</source>
        <translation>场景名称只能使用小写字母、数字和“-”</translation>
    </message>
    <message>
        <source>the seed cannot be negative</source>
        <translation>种子不能为负</translation>
    </message>
    <message>
        <source>name at least one owner</source>
        <translation>至少指定一个所有者</translation>
    </message>
    <message>
        <source>name at least one final state</source>
        <translation>至少指定一个最终状态</translation>
    </message>
    <message>
        <source>saga metrics need the scenario&apos;s &quot;saga&quot; block</source>
        <translation>saga 指标需要场景的“saga”块</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the saga&apos;s final states (%2)</source>
        <translation>“%1”不是该 saga 的最终状态之一（%2）</translation>
    </message>
    <message>
        <source>unknown participant &quot;%1&quot;</source>
        <translation>未知参与者“%1”</translation>
    </message>
    <message>
        <source>no owner of the saga ever writes the state &quot;%1&quot; (states: %2)</source>
        <translation>saga 的所有者都不会写入状态“%1”（状态：%2）</translation>
    </message>
    <message>
        <source>a scenario needs at least one participant</source>
        <translation>场景至少需要一个参与者</translation>
    </message>
    <message>
        <source>a participant needs a name without &apos;/&apos;</source>
        <translation>参与者需要一个不含“/”的名称</translation>
    </message>
    <message>
        <source>workers is a whole number from 1 to 64</source>
        <translation>workers 是 1 到 64 之间的整数</translation>
    </message>
    <message>
        <source>a scenario has at most %1 participants and workers in all</source>
        <translation>场景中参与者和 worker 合计最多 %1 个</translation>
    </message>
    <message>
        <source>another participant already has the name &quot;%1&quot;</source>
        <translation>另一个参与者已经使用了名称“%1”</translation>
    </message>
    <message>
        <source>unknown participant kind &quot;%1&quot; (known: %2)</source>
        <translation>未知参与者类型“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>a router needs &quot;workers&quot; of 2 or more</source>
        <translation>路由器需要“workers”为 2 或更多</translation>
    </message>
    <message>
        <source>expected PATH=VALUE</source>
        <translation>应为 路径=值</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>no element &quot;%1&quot; in this list</source>
        <translation>此列表中没有元素“%1”</translation>
    </message>
    <message>
        <source>this value has no fields</source>
        <translation>这个值没有字段</translation>
    </message>
    <message>
        <source>lesson texts are an object: {&quot;textsOf&quot;, &quot;language&quot;, &quot;texts&quot;}</source>
        <translation>课程文本是一个对象：{&quot;textsOf&quot;, &quot;language&quot;, &quot;texts&quot;}</translation>
    </message>
    <message>
        <source>these are the texts of another lesson: &quot;textsOf&quot; must be &quot;%1&quot;</source>
        <translation>这是另一门课程的文本：“textsOf”必须是“%1”</translation>
    </message>
    <message>
        <source>the language the texts are in, as a locale name (&quot;pt_BR&quot;)</source>
        <translation>文本所用的语言，写成区域名称（“pt_BR”）</translation>
    </message>
    <message>
        <source>the texts by the JSON pointer of each in the lesson</source>
        <translation>各文本按其在课程中的 JSON 指针给出</translation>
    </message>
    <message>
        <source>not a JSON pointer: &quot;%1&quot;</source>
        <translation>不是 JSON 指针：“%1”</translation>
    </message>
    <message>
        <source>names no text of %1 a class reads (a title, a summary, a note&apos;s text, a question&apos;s ask, choices, reveal or short answer, an expectation&apos;s name)</source>
        <translation>没有指向 %1 中课堂会读到的文本（标题、摘要、注释文本、问题的提问、选项、揭晓或简答、预期的名称）</translation>
    </message>
    <message>
        <source>a text is a non-empty string</source>
        <translation>文本是非空字符串</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>必须为 1 或更大</translation>
    </message>
    <message>
        <source>must be 0 or more</source>
        <translation>必须为 0 或更大</translation>
    </message>
    <message>
        <source>name a conversation by &quot;correlationId&quot; or by &quot;conversation&quot;, not both</source>
        <translation>用“correlationId”或“conversation”指定会话，不能两者都用</translation>
    </message>
    <message>
        <source>a conversation is a generated ID&apos;s prefix, &quot;#&quot; and its number from 1 (&quot;PRQ-#2&quot;), not &quot;%1&quot;</source>
        <translation>会话由生成 ID 的前缀、“#”和从 1 开始的编号组成（“PRQ-#2”），而不是“%1”</translation>
    </message>
    <message>
        <source>no participant generates IDs with the prefix of &quot;%1&quot;</source>
        <translation>没有参与者生成带有“%1”前缀的 ID</translation>
    </message>
    <message>
        <source>name a message by &quot;seq&quot; alone, or by type, correlationId or conversation, from, to and occurrence</source>
        <translation>只用“seq”指定消息，或者用 type、correlationId 或 conversation、from、to 和 occurrence 指定</translation>
    </message>
    <message>
        <source>not an event kind a crash can follow (see trace-events.md): &quot;%1&quot;</source>
        <translation>不是崩溃可以跟随的事件类型（见 trace-events.md）：“%1”</translation>
    </message>
    <message>
        <source>name the event by &quot;seq&quot; alone, or by &quot;event&quot;, &quot;detail&quot; and &quot;occurrence&quot;</source>
        <translation>只用“seq”指定事件，或者用“event”“detail”和“occurrence”指定</translation>
    </message>
    <message>
        <source>name the event by &quot;seq&quot;, or by &quot;event&quot; (and &quot;detail&quot;, &quot;occurrence&quot;)</source>
        <translation>用“seq”指定事件，或者用“event”（以及“detail”“occurrence”）指定</translation>
    </message>
    <message>
        <source>not an event kind a note can belong to (see trace-events.md; not a note, not an expectation): &quot;%1&quot;</source>
        <translation>不是注释可以附着的事件类型（见 trace-events.md；不能是注释，也不能是预期）：“%1”</translation>
    </message>
    <message>
        <source>only a message event (send, deliver, drop, duplicate) has a &quot;type&quot;; name a %1&apos;s word by &quot;detail&quot;</source>
        <translation>只有消息事件（send、deliver、drop、duplicate）才有“type”；%1 的词请用“detail”指定</translation>
    </message>
    <message>
        <source>a message event names its message by &quot;type&quot;</source>
        <translation>消息事件用“type”指定它的消息</translation>
    </message>
    <message>
        <source>a %1 event has no detail</source>
        <translation>%1 事件没有详情</translation>
    </message>
    <message>
        <source>a %1 event names no message</source>
        <translation>%1 事件不指定消息</translation>
    </message>
    <message>
        <source>only a store event (store.put, store.get, store.remove, store.expire) has a &quot;key&quot;</source>
        <translation>只有存储事件（store.put、store.get、store.remove、store.expire）才有“key”</translation>
    </message>
    <message>
        <source>a crash needs &quot;at&quot; (a time) or &quot;after&quot; (an event), one of them</source>
        <translation>崩溃需要“at”（时间）或“after”（事件）之一</translation>
    </message>
    <message>
        <source>a fault is a &quot;crash&quot;, or one of &quot;drop&quot;, &quot;duplicate&quot;, &quot;delay&quot;, &quot;deliverAfterNext&quot; naming a message</source>
        <translation>故障是“crash”，或是指定一条消息的“drop”“duplicate”“delay”“deliverAfterNext”之一</translation>
    </message>
    <message>
        <source>must be longer than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>only a delay takes &quot;by&quot;</source>
        <translation>只有 delay 接受“by”</translation>
    </message>
    <message>
        <source>a fault is a JSON object, see scenario-format.md#faults</source>
        <translation>故障是一个 JSON 对象，见 scenario-format.md#faults</translation>
    </message>
    <message>
        <source>%1 is a whole number from %2 to %3</source>
        <translation>%1 是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>%1 is at least 1</source>
        <translation>%1 至少为 1</translation>
    </message>
    <message>
        <source>%1 cannot be negative</source>
        <translation>%1 不能为负数</translation>
    </message>
    <message>
        <source>a weight cannot be negative</source>
        <translation>权重不能为负数</translation>
    </message>
    <message>
        <source>the sweep interval must be longer than zero</source>
        <translation>清扫间隔必须大于零</translation>
    </message>
    <message>
        <source>the time to wait for a reply must be longer than zero</source>
        <translation>等待回复的时间必须大于零</translation>
    </message>
    <message>
        <source>the poll interval must be longer than zero</source>
        <translation>轮询间隔必须大于零</translation>
    </message>
    <message>
        <source>the purge interval must be longer than zero</source>
        <translation>清除间隔必须大于零</translation>
    </message>
    <message>
        <source>unknown participant &quot;%1&quot; (participants: %2)</source>
        <translation>未知的参与者“%1”（参与者：%2）</translation>
    </message>
    <message>
        <source>expected text, a number or true/false</source>
        <translation>应为文本、数字或 true/false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a reserved envelope header (names starting &quot;%2&quot; belong to the envelope, not the application)</source>
        <translation>“%1”是信封的保留头（以“%2”开头的名称属于信封，而不属于应用）</translation>
    </message>
    <message>
        <source>a prefix of numbered IDs cannot end in a digit (&quot;%1&quot; and 1 print as &quot;%11&quot;, which a trace reads back as another ID)</source>
        <translation>编号 ID 的前缀不能以数字结尾（“%1”加 1 写作“%11”，trace 读回时会当成另一个 ID）</translation>
    </message>
    <message>
        <source>an orchestrator needs at least one step</source>
        <translation>编排器至少需要一个步骤</translation>
    </message>
    <message>
        <source>a broker is one participant: its partitions are how it scales, not workers</source>
        <translation>代理（broker）是单个参与者：它靠分区扩展，而不是靠“workers”</translation>
    </message>
    <message>
        <source>give at least one amount</source>
        <translation>至少给出一个金额</translation>
    </message>
    <message>
        <source>give at least one account</source>
        <translation>至少给出一个账户</translation>
    </message>
    <message>
        <source>a %1 needs &quot;%2&quot; or a &quot;workload&quot;</source>
        <translation>%1 需要“%2”或“workload”</translation>
    </message>
    <message>
        <source>a producer needs at least one message</source>
        <translation>生产者至少需要一条消息</translation>
    </message>
    <message>
        <source>a requester&apos;s &quot;requests&quot; list needs at least one request</source>
        <translation>请求方的“requests”列表至少需要一个请求</translation>
    </message>
    <message>
        <source>a batch holds at least one row</source>
        <translation>一批至少包含一行</translation>
    </message>
    <message>
        <source>&quot;delegateType&quot; and &quot;pendingStore&quot; go with &quot;delegateTo&quot;</source>
        <translation>“delegateType”和“pendingStore”须与“delegateTo”一起使用</translation>
    </message>
    <message>
        <source>onUnknownReply &quot;dead-letter&quot; needs a &quot;deadLetter&quot; participant</source>
        <translation>onUnknownReply 为“dead-letter”时需要一个“deadLetter”参与者</translation>
    </message>
    <message>
        <source>idStrategy &quot;%1&quot; needs a businessKey on every request</source>
        <translation>idStrategy“%1”要求每个请求都有 businessKey</translation>
    </message>
    <message>
        <source>starting sagas needs &quot;creates&quot;: the state and event of a new entity</source>
        <translation>启动 saga 需要“creates”：新实体的状态和事件</translation>
    </message>
    <message>
        <source>a transfer needs the service&apos;s &quot;accounts&quot;</source>
        <translation>转账需要该服务的“accounts”</translation>
    </message>
    <message>
        <source>emitting an event needs a &quot;broker&quot;</source>
        <translation>发出事件需要一个“broker”</translation>
    </message>
    <message>
        <source>uniform takes two whole numbers, [low, high]</source>
        <translation>“uniform”需要两个整数：[下限, 上限]</translation>
    </message>
    <message>
        <source>the high bound is below the low bound</source>
        <translation>上限低于下限</translation>
    </message>
    <message>
        <source>the bounds are whole numbers within +-9007199254740992</source>
        <translation>上下限是 +-9007199254740992 以内的整数</translation>
    </message>
    <message>
        <source>%1 belongs to a question: add &quot;ask&quot;</source>
        <translation>%1 属于提问：请加上“ask”</translation>
    </message>
    <message>
        <source>a question cannot be empty</source>
        <translation>提问不能为空</translation>
    </message>
    <message>
        <source>a question needs its &quot;reveal&quot;: the answer shown when the class has predicted</source>
        <translation>提问需要“reveal”：全班作出预测后显示的答案</translation>
    </message>
    <message>
        <source>a question offers 2 to 6 choices</source>
        <translation>提问提供 2 到 6 个选项</translation>
    </message>
    <message>
        <source>a number names one of the choices, and this question has none: give the answer in words</source>
        <translation>数字指的是某个选项，而这个提问没有选项：请用文字给出答案</translation>
    </message>
    <message>
        <source>the answer names choice %1 of %2 (the first is 1)</source>
        <translation>答案指向 %2 个选项中的第 %1 个（第一个是 1）</translation>
    </message>
    <message>
        <source>an answer cannot be empty</source>
        <translation>答案不能为空</translation>
    </message>
    <message>
        <source>the answer must be one of the choices, word for word, or its number (1 for the first)</source>
        <translation>答案必须与某个选项逐字相同，或是它的编号（第一个为 1）</translation>
    </message>
    <message>
        <source>only a predict step (a note with &quot;ask&quot;) has an event that decides its answer</source>
        <translation>只有预测步骤（带“ask”的注释）才有决定其答案的事件</translation>
    </message>
    <message>
        <source>a note needs &quot;at&quot; (a time) or &quot;on&quot; (the event it belongs to), one of them</source>
        <translation>注释需要“at”（一个时间）或“on”（它所属的事件），二者取其一</translation>
    </message>
    <message>
        <source>that event is part of the scenario&apos;s setup (a starting row, traced before the run begins), and nothing goes before it: give the note &quot;at&quot;: &quot;0ms&quot;</source>
        <translation>该事件属于场景的准备部分（一条初始行，在运行开始前就已记录），没有任何东西在它之前：请给注释写 &quot;at&quot;: &quot;0ms&quot;</translation>
    </message>
    <message>
        <source>a variant needs a name</source>
        <translation>变体需要一个名称</translation>
    </message>
    <message>
        <source>a variant&apos;s name is one word of lower-case letters, digits and &apos;-&apos;</source>
        <translation>变体名称是由小写字母、数字和 &apos;-&apos; 组成的一个词</translation>
    </message>
    <message>
        <source>another variant already has the name &quot;%1&quot;</source>
        <translation>另一个变体已使用名称“%1”</translation>
    </message>
    <message>
        <source>&quot;set&quot; is an object of PATH: value</source>
        <translation>“set”是由“路径: 值”组成的对象</translation>
    </message>
    <message>
        <source>a variant sets plain values (text, numbers, true/false)</source>
        <translation>变体只设置简单值（文本、数字、true/false）</translation>
    </message>
    <message>
        <source>an exploration pins 0 to %1 faults a schedule</source>
        <translation>一次探索为每个调度固定 0 到 %1 个故障</translation>
    </message>
    <message>
        <source>name at least one, or leave &quot;%1&quot; out</source>
        <translation>至少列出一个，或去掉“%1”</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>名称不能为空</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is named twice</source>
        <translation>“%1”被列出了两次</translation>
    </message>
    <message>
        <source>unknown event kind &quot;%1&quot; (known: %2)</source>
        <translation>未知的事件类型“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>attempts count from 1</source>
        <translation>尝试次数从 1 开始计</translation>
    </message>
    <message>
        <source>a count cannot be negative</source>
        <translation>计数不能为负数</translation>
    </message>
    <message>
        <source>a %1 expectation needs &quot;equals&quot;, &quot;atLeast&quot; or &quot;atMost&quot;</source>
        <translation>“%1”预期需要“equals”、“atLeast”或“atMost”</translation>
    </message>
    <message>
        <source>use &quot;equals&quot; alone, or &quot;atLeast&quot;/&quot;atMost&quot;</source>
        <translation>单独使用“equals”，或使用“atLeast”/“atMost”</translation>
    </message>
    <message>
        <source>atLeast %1 is more than atMost %2: no count could pass</source>
        <translation>atLeast %1 大于 atMost %2：任何计数都无法通过</translation>
    </message>
    <message>
        <source>unknown metric &quot;%1&quot; (%2)</source>
        <translation>未知的指标“%1”（%2）</translation>
    </message>
    <message>
        <source>an order expectation lists at least two events</source>
        <translation>“order”预期至少列出两个事件</translation>
    </message>
    <message>
        <source>give &quot;size&quot; or a &quot;key&quot;, not both</source>
        <translation>给出“size”或“key”，不能两者都给</translation>
    </message>
    <message>
        <source>give &quot;present&quot; or &quot;equals&quot;, not both</source>
        <translation>给出“present”或“equals”，不能两者都给</translation>
    </message>
    <message>
        <source>an expectation has &quot;count&quot;, &quot;order&quot;, &quot;store&quot; or &quot;metric&quot;</source>
        <translation>预期包含“count”、“order”、“store”或“metric”之一</translation>
    </message>
    <message>
        <source>wire headers are an object of header names and values</source>
        <translation>“wire”头是由头名称和值组成的对象</translation>
    </message>
    <message>
        <source>unknown store &quot;%1&quot; (stores: %2)</source>
        <translation>未知的存储“%1”（存储：%2）</translation>
    </message>
    <message>
        <source>unknown participant or store &quot;%1&quot;</source>
        <translation>未知的参与者或存储“%1”</translation>
    </message>
    <message>
        <source>unknown state &quot;%1&quot; of %2 (states: %3)</source>
        <translation>%2 的未知状态“%1”（状态：%3）</translation>
    </message>
    <message>
        <source>unknown state &quot;%1&quot; (states: %2)</source>
        <translation>未知状态“%1”（状态：%2）</translation>
    </message>
    <message>
        <source>no variant &quot;%1&quot; (this lesson has none)</source>
        <translation>没有变体“%1”（这节课没有变体）</translation>
    </message>
    <message>
        <source>no variant &quot;%1&quot; (known: %2)</source>
        <translation>没有变体“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>the narrative has no such entry</source>
        <translation>叙述中没有这一条</translation>
    </message>
    <message>
        <source>the lesson has no value here</source>
        <translation>课程在这里没有值</translation>
    </message>
    <message>
        <source>a new participant &quot;%1&quot;</source>
        <translation>新参与者“%1”</translation>
    </message>
    <message>
        <source>rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s name, title and summary</source>
        <translation>课程的名称、标题和摘要</translation>
    </message>
    <message>
        <source>%1 is not JSON: %2</source>
        <translation>%1 不是 JSON：%2</translation>
    </message>
    <message>
        <source>a participant has that name already</source>
        <translation>已有参与者使用这个名称</translation>
    </message>
    <message>
        <source>rename or add a participant to change it</source>
        <translation>要更改它，请重命名或添加参与者</translation>
    </message>
    <message>
        <source>no participant is called %1</source>
        <translation>没有名为 %1 的参与者</translation>
    </message>
    <message>
        <source>a name is not empty and has no &quot;/&quot;</source>
        <translation>名称不能为空，也不能含有“/”</translation>
    </message>
    <message>
        <source>still named at %1; change those first</source>
        <translation>仍在 %1 处被引用；请先修改这些地方</translation>
    </message>
    <message>
        <source>still named at %1 and %2; change those first</source>
        <translation>仍在 %1 和 %2 处被引用；请先修改这些地方</translation>
    </message>
    <message>
        <source>%1 (a new note)</source>
        <translation>%1（一条新注释）</translation>
    </message>
    <message>
        <source>%1 (a new expectation)</source>
        <translation>%1（一个新预期）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>not a Corrsim trace (the first line must say &quot;format&quot;: &quot;corrsim-trace&quot;)</source>
        <translation>不是 Corrsim 追踪（第一行必须写明 &quot;format&quot;: &quot;corrsim-trace&quot;）</translation>
    </message>
    <message>
        <source>this trace was written by a newer Corrsim (format version %1)</source>
        <translation>此追踪由更新版本的 Corrsim 写出（格式版本 %1）</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>应为文本</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>expected {&quot;owner&quot;: ..., &quot;final&quot;: [...]}</source>
        <translation>应为 {&quot;owner&quot;: ..., &quot;final&quot;: [...]}</translation>
    </message>
    <message>
        <source>expected a list of text</source>
        <translation>应为文本列表</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <source>each line is a JSON object</source>
        <translation>每一行都是一个 JSON 对象</translation>
    </message>
    <message>
        <source>expected &quot;uuid&quot; or &quot;decimal&quot;</source>
        <translation>应为“uuid”或“decimal”</translation>
    </message>
    <message>
        <source>a prefix of numbered IDs cannot end in a digit: its IDs would read back as others</source>
        <translation>编号 ID 的前缀不能以数字结尾：它的 ID 读回时会变成别的 ID</translation>
    </message>
    <message>
        <source>more than %1 ID spaces</source>
        <translation>超过 %1 个 ID 空间</translation>
    </message>
    <message>
        <source>each participant needs a name of its own</source>
        <translation>每个参与者都需要一个独有的名称</translation>
    </message>
    <message>
        <source>more than %1 participants</source>
        <translation>超过 %1 个参与者</translation>
    </message>
    <message>
        <source>each store needs a name of its own</source>
        <translation>每个存储都需要一个独有的名称</translation>
    </message>
    <message>
        <source>no participant is called &quot;%1&quot;</source>
        <translation>没有名为“%1”的参与者</translation>
    </message>
    <message>
        <source>more than %1 stores</source>
        <translation>超过 %1 个存储</translation>
    </message>
    <message>
        <source>each line is one JSON object</source>
        <translation>每一行只能是一个 JSON 对象</translation>
    </message>
    <message>
        <source>no event carries a field of this name</source>
        <translation>没有任何事件带有此名称的字段</translation>
    </message>
    <message>
        <source>this field twice</source>
        <translation>此字段出现了两次</translation>
    </message>
    <message>
        <source>every event has a kind</source>
        <translation>每个事件都有类型</translation>
    </message>
    <message>
        <source>unknown event kind &quot;%1&quot;</source>
        <translation>未知的事件类型“%1”</translation>
    </message>
    <message>
        <source>%1 event carries no such field</source>
        <translation>%1事件没有这个字段</translation>
    </message>
    <message>
        <source>every event has a time</source>
        <translation>每个事件都有时间</translation>
    </message>
    <message>
        <source>a drop at a receiver that was down has no latencyUs</source>
        <translation>接收方宕机时的丢弃没有 latencyUs</translation>
    </message>
    <message>
        <source>expected %1, the event&apos;s place in the trace</source>
        <translation>应为 %1，即该事件在追踪中的位置</translation>
    </message>
    <message>
        <source>no store is called &quot;%1&quot;</source>
        <translation>没有名为“%1”的存储</translation>
    </message>
    <message>
        <source>the trace needs more than %1 MB of memory to open</source>
        <translation>打开此追踪需要超过 %1 MB 的内存</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>不是 JSON：%1</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>expected an object of fields</source>
        <translation>应为由字段组成的对象</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>a whole number beyond the largest a trace holds (2^63 - 1)</source>
        <translation>整数超过了追踪能保存的最大值（2^63 - 1）</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; twice</source>
        <translation>字段“%1”出现了两次</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is not text, a number or true/false</source>
        <translation>字段“%1”不是文本、数字或 true/false</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is beyond the largest whole number a trace holds</source>
        <translation>字段“%1”超过了追踪能保存的最大整数</translation>
    </message>
    <message>
        <source>a kind that does not exist</source>
        <translation>不存在的类型</translation>
    </message>
    <message>
        <source>expected a time from 0 to %1 us</source>
        <translation>应为 0 到 %1 us 之间的时间</translation>
    </message>
    <message>
        <source>time goes backwards here (a trace lists events in the order they happened)</source>
        <translation>时间在这里倒退了（追踪按事件发生的顺序列出事件）</translation>
    </message>
    <message>
        <source>%1 event has no %2</source>
        <translation>%1事件没有“%2”</translation>
    </message>
    <message>
        <source>%1 event needs its store as &quot;peer&quot;</source>
        <translation>%1事件需要把它的存储作为“peer”</translation>
    </message>
    <message>
        <source>%1 event needs an &quot;%2&quot;</source>
        <translation>%1事件需要“%2”</translation>
    </message>
    <message>
        <source>no participant of this trace has number %1</source>
        <translation>此追踪中没有编号为 %1 的参与者</translation>
    </message>
    <message>
        <source>no store of this trace has number %1</source>
        <translation>此追踪中没有编号为 %1 的存储</translation>
    </message>
    <message>
        <source>%1 event names no message</source>
        <translation>%1事件不指定消息</translation>
    </message>
    <message>
        <source>an ID this trace cannot hold (of no space it declares, or a decimal 0)</source>
        <translation>此追踪无法保存的 ID（不属于它声明的任何空间，或是十进制的 0）</translation>
    </message>
    <message>
        <source>%1 event has no causation ID or key</source>
        <translation>%1事件没有因果 ID 或键</translation>
    </message>
    <message>
        <source>this kind has no number, not %1</source>
        <translation>此类型没有数值，不应为 %1</translation>
    </message>
    <message>
        <source>expected a time no later than the event&apos;s own (%1 to %2), not %3</source>
        <translation>应为不晚于事件自身时间的时间（%1 到 %2），而不是 %3</translation>
    </message>
    <message>
        <source>expected a duration in microseconds (%1 to %2), not %3</source>
        <translation>应为以微秒计的时长（%1 到 %2），而不是 %3</translation>
    </message>
    <message>
        <source>expected a duration no longer than the time so far (%1 to %2), not %3</source>
        <translation>应为不超过到此为止时间的时长（%1 到 %2），而不是 %3</translation>
    </message>
    <message>
        <source>expected a time, or -1 for none (%1 to %2), not %3</source>
        <translation>应为一个时间，或 -1 表示没有（%1 到 %2），而不是 %3</translation>
    </message>
    <message>
        <source>expected a count (%1 to %2), not %3</source>
        <translation>应为计数（%1 到 %2），而不是 %3</translation>
    </message>
    <message>
        <source>expected a name&apos;s number (%1 to %2), not %3</source>
        <translation>应为名称的编号（%1 到 %2），而不是 %3</translation>
    </message>
    <message>
        <source>expected 0 or 1, not %1</source>
        <translation>应为 0 或 1，而不是 %1</translation>
    </message>
    <message>
        <source>a name that does not exist</source>
        <translation>不存在的名称</translation>
    </message>
    <message>
        <source>a record that does not exist</source>
        <translation>不存在的记录</translation>
    </message>
    <message>
        <source>%1 event is never marked %2</source>
        <translation>%1事件从不带“%2”标记</translation>
    </message>
    <message>
        <source>flags that do not exist</source>
        <translation>不存在的标记</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>an %1</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>a field whose name does not exist</source>
        <translation>名称不存在的字段</translation>
    </message>
    <message>
        <source>a field of no value that holds one</source>
        <translation>无值类型的字段却带有值</translation>
    </message>
    <message>
        <source>a field whose number is not finite (JSON has no NaN or infinity)</source>
        <translation>数值不是有限数的字段（JSON 没有 NaN 或无穷大）</translation>
    </message>
    <message>
        <source>a field whose text does not exist</source>
        <translation>文本不存在的字段</translation>
    </message>
    <message>
        <source>a field whose ID is none this trace can hold (of no space it declares, or a decimal 0)</source>
        <translation>ID 无法由此追踪保存的字段（不属于它声明的任何空间，或是十进制的 0）</translation>
    </message>
    <message>
        <source>a field whose true/false is neither</source>
        <translation>true/false 值两者皆非的字段</translation>
    </message>
    <message>
        <source>a field of a type that no run writes</source>
        <translation>任何运行都不会写出的类型的字段</translation>
    </message>
    <message>
        <source>a name that is not UTF-8 text</source>
        <translation>不是 UTF-8 文本的名称</translation>
    </message>
    <message>
        <source>the file ends too early: it was cut short, or it is not a Corrsim trace</source>
        <translation>文件过早结束：它被截断了，或者不是 Corrsim 追踪</translation>
    </message>
    <message>
        <source>the file says it holds %1 %2, more than it has bytes for</source>
        <translation>文件声称包含 %1 个%2，超出了它的字节所能容纳的</translation>
    </message>
    <message>
        <source>the file says it holds %1 %2, more than a trace may hold</source>
        <translation>文件声称包含 %1 个%2，超出了追踪允许的上限</translation>
    </message>
    <message>
        <source>header bytes</source>
        <translation>头部字节</translation>
    </message>
    <message>
        <source>names</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>bytes of a name</source>
        <translation>名称字节</translation>
    </message>
    <message>
        <source>records</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>record fields</source>
        <translation>记录字段</translation>
    </message>
    <message>
        <source>events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>not a binary Corrsim trace (it must start with CORRSIMB)</source>
        <translation>不是二进制 Corrsim 追踪（必须以 CORRSIMB 开头）</translation>
    </message>
    <message>
        <source>this trace was written by a newer Corrsim (binary format version %1)</source>
        <translation>此追踪由更新版本的 Corrsim 写出（二进制格式版本 %1）</translation>
    </message>
    <message>
        <source>the header is not JSON: %1</source>
        <translation>头部不是 JSON：%1</translation>
    </message>
    <message>
        <source>the header must say &quot;format&quot;: &quot;corrsim-trace-binary&quot;</source>
        <translation>头部必须写明 &quot;format&quot;: &quot;corrsim-trace-binary&quot;</translation>
    </message>
    <message>
        <source>name %1 is longer than the %2 MB a trace holds</source>
        <translation>名称 %1 超过了追踪能保存的 %2 MB</translation>
    </message>
    <message>
        <source>name %1: %2</source>
        <translation>名称 %1：%2</translation>
    </message>
    <message>
        <source>name %1 appears twice</source>
        <translation>名称 %1 出现了两次</translation>
    </message>
    <message>
        <source>a record with no fields (the empty record is record 0)</source>
        <translation>没有字段的记录（空记录是 0 号记录）</translation>
    </message>
    <message>
        <source>a field with a section or type that does not exist</source>
        <translation>字段的分区或类型不存在</translation>
    </message>
    <message>
        <source>record %1 has the field &quot;%2&quot; twice</source>
        <translation>记录 %1 中字段“%2”出现了两次</translation>
    </message>
    <message>
        <source>event %1 has %2</source>
        <translation>事件 %1 带有%2</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <translation>事件 %1（%2）：%3</translation>
    </message>
    <message>
        <source>event %1 (%2), %3: %4</source>
        <translation>事件 %1（%2），“%3”：%4</translation>
    </message>
    <message>
        <source>the trace does not end where its counts say it does</source>
        <translation>追踪没有在其计数所说的位置结束</translation>
    </message>
    <message>
        <source>its bytes have checksum %1, not the %2 it ends with: a byte changed after it was written</source>
        <translation>它的字节校验和为 %1，而不是结尾记录的 %2：写出后有字节被改动</translation>
    </message>
    <message>
        <source>bytes follow the end of the trace</source>
        <translation>追踪结束后还有字节</translation>
    </message>
    <message>
        <source>a line of more than %1 MB: this is not a Corrsim trace</source>
        <translation>一行超过 %1 MB：这不是 Corrsim 追踪</translation>
    </message>
    <message>
        <source>more than 2^31 lines: this is not a Corrsim trace</source>
        <translation>超过 2^31 行：这不是 Corrsim 追踪</translation>
    </message>
    <message>
        <source>the compressed data ends early: the file was cut short</source>
        <translation>压缩数据提前结束：文件被截断了</translation>
    </message>
    <message>
        <source>the compressed data is damaged (%1): the file was changed after it was written</source>
        <translation>压缩数据已损坏（%1）：文件在写出后被改动过</translation>
    </message>
    <message>
        <source>on line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>this is OTLP as protobuf (length-prefixed), not JSON: Corrsim reads OTLP JSON (set the collector&apos;s file exporter to format: json)</source>
        <translation>这是 protobuf 格式的 OTLP（带长度前缀），不是 JSON：Corrsim 读取 OTLP JSON（请把 collector 的文件导出器设为 format: json）</translation>
    </message>
    <message>
        <source>not a trace Corrsim can import: expected OTLP JSON ({&quot;resourceSpans&quot;: ...} per line), Jaeger JSON ({&quot;data&quot;: [...]}) or Zipkin v2 JSON (a list of spans)</source>
        <translation>不是 Corrsim 能导入的追踪：应为 OTLP JSON（每行一个 {&quot;resourceSpans&quot;: ...}）、Jaeger JSON（{&quot;data&quot;: [...]}）或 Zipkin v2 JSON（span 列表）</translation>
    </message>
    <message>
        <source>it holds more than %1 MiB of spans, more than this import may take</source>
        <translation>其中的 span 超过 %1 MiB，超出了这次导入所能接受的</translation>
    </message>
    <message>
        <source>the gzip data is damaged: %1</source>
        <translation>gzip 数据已损坏：%1</translation>
    </message>
    <message>
        <source>each line of this file is one %1 message, and this one is not</source>
        <translation>此文件的每一行都是一条 %1 消息，而这一行不是</translation>
    </message>
    <message>
        <source>expected a list of spans</source>
        <translation>应为 span 列表</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>expected a whole number (as a number or as text) from 0 to 2^63-1</source>
        <translation>应为 0 到 2^63-1 之间的整数（数字或文本形式）</translation>
    </message>
    <message>
        <source>expected a time in microseconds, up to the year 2262</source>
        <translation>应为以微秒计的时间，最晚到 2262 年</translation>
    </message>
    <message>
        <source>expected a %1-byte ID, as hex or base64</source>
        <translation>应为 %1 字节的 ID，以十六进制或 base64 表示</translation>
    </message>
    <message>
        <source>an all-zero ID names nothing</source>
        <translation>全零的 ID 不指代任何东西</translation>
    </message>
    <message>
        <source>a span has a &quot;%1&quot;</source>
        <translation>span 必须有“%1”</translation>
    </message>
    <message>
        <source>expected a span kind, 0 to 5 or its name</source>
        <translation>应为 span 类型：0 到 5 或其名称</translation>
    </message>
    <message>
        <source>an attribute has a &quot;key&quot;</source>
        <translation>属性必须有“key”</translation>
    </message>
    <message>
        <source>a span has a trace ID and a span ID</source>
        <translation>span 必须有追踪 ID 和 span ID</translation>
    </message>
    <message>
        <source>a link has a &quot;traceId&quot; and a &quot;spanId&quot;</source>
        <translation>链接必须有“traceId”和“spanId”</translation>
    </message>
    <message>
        <source>a span has a &quot;traceID&quot; and a &quot;spanID&quot;</source>
        <translation>span 必须有“traceID”和“spanID”</translation>
    </message>
    <message>
        <source>a tag has a &quot;key&quot;</source>
        <translation>标签必须有“key”</translation>
    </message>
    <message>
        <source>a reference has a &quot;traceID&quot; and a &quot;spanID&quot;</source>
        <translation>引用必须有“traceID”和“spanID”</translation>
    </message>
    <message>
        <source>a span has a &quot;traceId&quot; and an &quot;id&quot;</source>
        <translation>span 必须有“traceId”和“id”</translation>
    </message>
    <message>
        <source>span %1 (%2) starts more than %3 after span %4: too far apart to be drawn as one run</source>
        <translation>span %1（%2）比 span %4 晚了超过 %3 才开始：相隔太远，无法画成一次运行</translation>
    </message>
    <message>
        <source>span %1 of trace %2 is its own ancestor: the spans&apos; parents form a loop</source>
        <translation>追踪 %2 中的 span %1 是它自己的祖先：span 的父子关系形成了环</translation>
    </message>
    <message>
        <source>it is not a trace another tool recorded: a scenario&apos;s own run is modelled by its scenario</source>
        <translation>这不是其他工具录制的追踪：场景自己的运行由该场景本身来建模</translation>
    </message>
    <message>
        <source>%1 sends requests to %2 and to %3: corrsim model makes a requester of one service for now</source>
        <translation>%1 向 %2 和 %3 都发送了请求：corrsim model 目前只能为单个服务生成请求方</translation>
    </message>
    <message>
        <source>no request in it was answered where a span shows which request a reply was taken for, and no span named as an effect (--effect-span) acted on a message: corrsim model makes request/reply scenarios and consumers with effects for now</source>
        <translation>其中没有任何请求的应答能由 span 看出是被当作哪个请求的应答，也没有被指定为效果（--effect-span）的 span 作用于消息：corrsim model 目前只生成请求/应答场景和带效果的消费者</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>第 %1 字节</translation>
    </message>
    <message>
        <source>compressed byte %1</source>
        <translation>压缩数据第 %1 字节</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n schedules, %2</source>
        <translation>
            <numerusform>%1：%n 个调度，%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n faults (%1)</source>
        <translation>
            <numerusform>至多 %n 个故障（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>, shard %1 of %2</source>
        <translation>，分片 %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>; stopped at %n faults, where the first violation is</source>
        <translation>
            <numerusform>；停在 %n 个故障处，即第一次违反所在</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; stopped at %n faults, where the first violation is (NOT all of that level was run: --max-schedules %1 left some unrun)</source>
        <translation>
            <numerusform>；停在 %n 个故障处，即第一次违反所在（该层并未全部运行：--max-schedules %1 留下了一些未运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>, explored exhaustively</source>
        <translation>，已穷尽探索</translation>
    </message>
    <message>
        <source>, NOT explored exhaustively: its memory budget stopped it (below)</source>
        <translation>，未穷尽探索：内存预算让它停下了（见下）</translation>
    </message>
    <message>
        <source>, NOT explored exhaustively: --max-schedules %1 left some unrun</source>
        <translation>，未穷尽探索：--max-schedules %1 留下了一些未运行</translation>
    </message>
    <message numerus="yes">
        <source>, NOT explored exhaustively: %n runs stopped before their end (below)</source>
        <translation>
            <numerusform>，未穷尽探索：%n 次运行在结束前停止（见下）</numerusform>
        </translation>
    </message>
    <message>
        <source>, NOT explored exhaustively: stopped before the bound</source>
        <translation>，未穷尽探索：在界限之前停止</translation>
    </message>
    <message numerus="yes">
        <source>%n outcomes (an end state and the checks it breaks); %1</source>
        <translation>
            <numerusform>%n 种结局（一个终态及其违反的检查）；%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n schedules not expanded (the same run as another)</source>
        <translation>
            <numerusform>%n 个调度未展开（与另一个是同一次运行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n schedules not run: each starts from the state an earlier one started from, with the same past and fault, and ends as it did%1</source>
        <translation>
            <numerusform>%n 个调度未运行：每个都从先前某个调度的起始状态出发，过去和故障相同，结局也相同%1</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 of them like one with fewer faults: a fault that healed)</source>
        <translation>（其中 %1 个与故障更少的某个相同：故障已自愈）</translation>
    </message>
    <message numerus="yes">
        <source>%n runs stopped before their end (--max-events, or the virtual clock&apos;s limit) and are not judged, nor is what would follow them</source>
        <translation>
            <numerusform>%n 次运行在结束前停止（--max-events 或虚拟时钟的上限），不予评判，其后续也不评判</numerusform>
        </translation>
    </message>
    <message>
        <source>STOPPED before the bound: %1</source>
        <translation>在界限之前停止：%1</translation>
    </message>
    <message numerus="yes">
        <source>the exploration&apos;s own memory (%1 schedules to expand, %2 runs seen, %3 starts kept: %4 MB) passed --max-memory-mb %5 after %n faults</source>
        <translation>
            <numerusform>探索自身的内存（%1 个待展开的调度、%2 次已见的运行、%3 个保留的起点：%4 MB）在 %n 个故障后超过了 --max-memory-mb %5</numerusform>
        </translation>
    </message>
    <message>
        <source>shard %1: %2</source>
        <translation>分片 %1：%2</translation>
    </message>
    <message>
        <source>%1: violated by %2 of %3</source>
        <translation>%1：%3 个中有 %2 个违反</translation>
    </message>
    <message>
        <source>%1: held in every schedule judged (%2 of %3)</source>
        <translation>%1：在每个经评判的调度中都成立（%3 个中的 %2 个）</translation>
    </message>
    <message>
        <source>%1: held in every schedule</source>
        <translation>%1：在每个调度中都成立</translation>
    </message>
    <message>
        <source>The scenario breaks %1 before explore adds any fault: %2</source>
        <translation>在 explore 加入任何故障之前，场景就违反了 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Shortest counterexample (B, %n faults): %1</source>
        <translation>
            <numerusform>最短反例（B，%n 个故障）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>breaks %1: %2</source>
        <translation>违反 %1：%2</translation>
    </message>
    <message>
        <source>repeat it: %1</source>
        <translation>重现它：%1</translation>
    </message>
    <message>
        <source>Nearest passing schedule (A): %1</source>
        <translation>最接近的通过调度（A）：%1</translation>
    </message>
    <message>
        <source>no fault</source>
        <translation>无故障</translation>
    </message>
    <message>
        <source>the send at event %1</source>
        <translation>事件 %1 处的发送</translation>
    </message>
    <message>
        <source>the %1 from %2 to %3 sent at %4 (event %5)</source>
        <translation>%2 于 %4 发给 %3 的 %1（事件 %5）</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>事件 %1</translation>
    </message>
    <message>
        <source>its %1 at %2 (event %3)</source>
        <translation>其 %1，于 %2（事件 %3）</translation>
    </message>
    <message>
        <source>%1, dropped</source>
        <translation>%1，被丢弃</translation>
    </message>
    <message>
        <source>%1, duplicated</source>
        <translation>%1，被复制</translation>
    </message>
    <message>
        <source>%1, delayed by %2</source>
        <translation>%1，延迟 %2</translation>
    </message>
    <message>
        <source>%1, delivered after the next message on its link</source>
        <translation>%1，在其链路上的下一条消息之后送达</translation>
    </message>
    <message>
        <source>%1 crashed right after %2</source>
        <translation>%1 在 %2 之后立即崩溃</translation>
    </message>
    <message>
        <source>%1 crashed right after %2, back %3 later</source>
        <translation>%1 在 %2 之后立即崩溃，%3 后恢复</translation>
    </message>
    <message>
        <source>; then %1</source>
        <translation>；然后 %1</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2</source>
        <translation>解析%1时出现语法错误 - %2</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; expected %3</source>
        <translation>解析%1时出现语法错误 - %2；应为%3</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>对象的键</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>对象的分隔符</translation>
    </message>
    <message>
        <source>array</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>意外的%1</translation>
    </message>
    <message>
        <source>%1; last read: &apos;%2&apos;</source>
        <translation>%1；最后读到：&apos;%2&apos;</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>字面量 true</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>字面量 false</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>字面量 null</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>文本结尾</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;、&apos;{&apos; 或字面量</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>无效字符串：UTF-8 字节格式错误</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>无效字符串：缺少右引号</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>无效字符串：&apos;\u&apos; 后须跟 4 位十六进制数字</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</source>
        <translation>无效字符串：代理项 U+D800..U+DBFF 之后须跟 U+DC00..U+DFFF</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</source>
        <translation>无效字符串：代理项 U+DC00..U+DFFF 须在 U+D800..U+DBFF 之后</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>无效字符串：反斜杠后是不允许的字符</translation>
    </message>
    <message>
        <source>invalid string: control character %1 must be escaped to %2</source>
        <translation>无效字符串：控制字符 %1 必须转义为 %2</translation>
    </message>
    <message>
        <source>invalid string: control character %1 must be escaped to %2 or %3</source>
        <translation>无效字符串：控制字符 %1 必须转义为 %2 或 %3</translation>
    </message>
    <message>
        <source>invalid comment; missing closing &apos;*/&apos;</source>
        <translation>无效注释；缺少结尾的 &apos;*/&apos;</translation>
    </message>
    <message>
        <source>invalid comment; expecting &apos;/&apos; or &apos;*&apos; after &apos;/&apos;</source>
        <translation>无效注释；&apos;/&apos; 之后应为 &apos;/&apos; 或 &apos;*&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>无效数字；&apos;-&apos; 之后应为数字</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>无效数字；&apos;.&apos; 之后应为数字</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>无效数字；指数符号之后应为数字</translation>
    </message>
    <message>
        <source>invalid number; expected &apos;+&apos;, &apos;-&apos;, or digit after exponent</source>
        <translation>无效数字；指数之后应为 &apos;+&apos;、&apos;-&apos; 或数字</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>无效的字面量</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>无效的 BOM；如有，须为 0xEF 0xBB 0xBF</translation>
    </message>
    <message>
        <source>missing: this is not a file `corrsim explore --out` wrote</source>
        <translation>缺失：这不是 `corrsim explore --out` 写出的文件</translation>
    </message>
    <message>
        <source>must be a whole number of 0 or more</source>
        <translation>必须是 0 或更大的整数</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>必须是文本</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>must be a duration above zero</source>
        <translation>必须是大于零的时长</translation>
    </message>
    <message>
        <source>is not a fault explore pins</source>
        <translation>不是 explore 会固定的故障</translation>
    </message>
    <message>
        <source>is not &quot;corrsim-explore&quot;: this is not a file `corrsim explore --out` wrote</source>
        <translation>不是 &quot;corrsim-explore&quot;：这不是 `corrsim explore --out` 写出的文件</translation>
    </message>
    <message>
        <source>this version of Corrsim reads version 1</source>
        <translation>此版本的 Corrsim 只读取第 1 版</translation>
    </message>
    <message>
        <source>must be from 1 to %1</source>
        <translation>必须在 1 到 %1 之间</translation>
    </message>
    <message>
        <source>must be below &quot;shards&quot;</source>
        <translation>必须小于 &quot;shards&quot;</translation>
    </message>
    <message>
        <source>must be at most &quot;sameStateSkipped&quot; (they are some of those)</source>
        <translation>不得大于 &quot;sameStateSkipped&quot;（它们是其中一部分）</translation>
    </message>
    <message>
        <source>must have one count per check</source>
        <translation>每项检查须有一个计数</translation>
    </message>
    <message>
        <source>must be at most the level&apos;s &quot;schedules&quot; (%1)</source>
        <translation>不得大于该层的 &quot;schedules&quot;（%1）</translation>
    </message>
    <message>
        <source>must be the levels&apos; schedules added up (%1)</source>
        <translation>必须等于各层调度之和（%1）</translation>
    </message>
    <message>
        <source>must be 16 hex digits</source>
        <translation>必须是 16 位十六进制数字</translation>
    </message>
    <message>
        <source>has more levels than &quot;levels&quot;</source>
        <translation>层数多于 &quot;levels&quot;</translation>
    </message>
    <message>
        <source>is not one of &quot;checks&quot;</source>
        <translation>不在 &quot;checks&quot; 之中</translation>
    </message>
    <message>
        <source>is not what the outcomes reached on this level (%1)</source>
        <translation>与该层各结局达到的数目不符（%1）</translation>
    </message>
    <message>
        <source>is not what the outcomes that break each check count on this level</source>
        <translation>与该层违反各项检查的结局计数不符</translation>
    </message>
    <message>
        <source>the run stopped at t=%1: it used its budget of %2 events (--max-events N raises it)</source>
        <translation>运行在 t=%1 时停止：已用完 %2 个事件的预算（--max-events N 可提高）</translation>
    </message>
    <message>
        <source>the run stopped at t=%1: it reached its memory budget of %2 MB (--max-memory-mb N raises it)</source>
        <translation>运行在 t=%1 时停止：已达到 %2 MB 的内存预算（--max-memory-mb N 可提高）</translation>
    </message>
    <message>
        <source>the run stopped at t=%1: virtual time would pass its limit of about 31.7 years</source>
        <translation>运行在 t=%1 时停止：虚拟时间将超过约 31.7 年的上限</translation>
    </message>
    <message>
        <source>the run was cancelled at t=%1</source>
        <translation>运行在 t=%1 时被取消</translation>
    </message>
    <message>
        <source>no shards to merge</source>
        <translation>没有可合并的分片</translation>
    </message>
    <message>
        <source>%1 results given for an exploration in %2 shards: each shard once</source>
        <translation>为分成 %2 个分片的探索给出了 %1 个结果：每个分片恰好一次</translation>
    </message>
    <message>
        <source>these are not shards of one exploration: their bounds, checks or shard counts differ</source>
        <translation>这些不是同一次探索的分片：它们的界限、检查或分片数不同</translation>
    </message>
    <message>
        <source>these shards were written by two versions of Corrsim (only some say their unfaulted run&apos;s fingerprint): explore them again with one</source>
        <translation>这些分片由两个版本的 Corrsim 写出（只有部分给出了无故障运行的指纹）：请用同一个版本重新探索</translation>
    </message>
    <message>
        <source>these are not shards of one exploration: the run with no fault differs (fingerprints %1 and %2): was the scenario changed between two shards?</source>
        <translation>这些不是同一次探索的分片：无故障的运行不同（指纹 %1 与 %2）：两个分片之间场景是否被修改过？</translation>
    </message>
    <message>
        <source>shard %1 is given twice</source>
        <translation>分片 %1 给出了两次</translation>
    </message>
    <message>
        <source>a quoted cell is not closed</source>
        <translation>一个带引号的单元格没有闭合</translation>
    </message>
    <message>
        <source>not a table corrsim sweep writes: its header is run,seed, the swept paths, fingerprint,passed, the expectations and metrics, and sweep last</source>
        <translation>不是 corrsim sweep 写出的表格：其表头依次为 run,seed、扫描的路径、fingerprint,passed、期望与指标，最后是 sweep</translation>
    </message>
    <message>
        <source>a row needs a run number and as many cells as the header (%1)</source>
        <translation>每行需要一个运行编号，且单元格数与表头相同（%1）</translation>
    </message>
    <message>
        <source>the cell %1 must be a seed (a whole number), not &quot;%2&quot;</source>
        <translation>单元格 %1 必须是种子（整数），而不是“%2”</translation>
    </message>
    <message>
        <source>the cell %1 must be true or false, not &quot;%2&quot;</source>
        <translation>单元格 %1 必须是 true 或 false，而不是“%2”</translation>
    </message>
    <message>
        <source>the cell %1 must be a number, or nothing, not &quot;%2&quot;</source>
        <translation>单元格 %1 必须是数字或留空，而不是“%2”</translation>
    </message>
    <message>
        <source>its columns differ from %1&apos;s: not shards of one sweep</source>
        <translation>其列与 %1 的不同：不是同一次扫描的分片</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>is from another sweep (%1, not %2): other seeds, values or scenario</source>
        <translation>来自另一次扫描（%1，而非 %2）：种子、取值或场景不同</translation>
    </message>
    <message>
        <source>is in %1 too</source>
        <translation>也在 %1 中</translation>
    </message>
    <message numerus="yes">
        <source>runs %1 are in none of %2: merge every shard of the sweep</source>
        <translation>
            <numerusform>运行 %1 不在 %2 中的任何一个里：请合并扫描的所有分片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>runs %1 of %2 are in none of %3: merge every shard of the sweep</source>
        <translation>
            <numerusform>运行 %1（共 %2 个）不在 %3 中的任何一个里：请合并扫描的所有分片</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>、%1</translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>、%1 至 %2</translation>
    </message>
</context>
<context>
    <name>ImportedChecks</name>
    <message>
        <source>&lt;b&gt;Checks the spans can decide&lt;/b&gt;</source>
        <translation>&lt;b&gt;span 能判定的检查&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Held: %1</source>
        <translation>成立：%1</translation>
    </message>
    <message>
        <source>Broken: %1</source>
        <translation>被违反：%1</translation>
    </message>
    <message>
        <source>Unknown: %1</source>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source>… 1 more check, shown once the spans have decided it</source>
        <translation>… 还有 1 项检查，span 判定后显示</translation>
    </message>
    <message>
        <source>… %1 more checks, each shown once the spans have decided it</source>
        <translation>… 还有 %1 项检查，各自在 span 判定后显示</translation>
    </message>
</context>
<context>
    <name>Invariants</name>
    <message>
        <source>money is conserved</source>
        <translation>资金守恒</translation>
    </message>
    <message>
        <source>no account is overdrawn</source>
        <translation>没有账户透支</translation>
    </message>
    <message>
        <source>every saga ends, or the summary says why it did not</source>
        <translation>每个 saga 都会结束，否则摘要会说明原因</translation>
    </message>
    <message>
        <source>no effect is applied twice while every consumer&apos;s inbox remembers the message</source>
        <translation>只要每个消费者的收件箱仍记得该消息，就没有副作用被应用两次</translation>
    </message>
    <message>
        <source>every state written is one its writer declares</source>
        <translation>写入的每个状态都是写入者声明过的状态</translation>
    </message>
    <message>
        <source>every store entry is matched, expired, or still listed</source>
        <translation>每个存储条目都已匹配、已过期或仍在列表中</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>&lt;b&gt;Expectations&lt;/b&gt;</source>
        <translation>&lt;b&gt;预期&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>LessonProblemText</name>
    <message>
        <source>the lesson</source>
        <translation>课程</translation>
    </message>
</context>
<context>
    <name>MomentWords</name>
    <message>
        <source>stored</source>
        <translation>已存储</translation>
    </message>
    <message>
        <source>found</source>
        <translation>已找到</translation>
    </message>
    <message>
        <source>get found nothing</source>
        <translation>读取未找到任何内容</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>remove found nothing</source>
        <translation>移除未找到任何内容</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>在网络上丢失</translation>
    </message>
    <message>
        <source>remove found nothing: OK anyway</source>
        <translation>移除未找到任何内容：仍返回 OK</translation>
    </message>
    <message>
        <source>TTL passed</source>
        <translation>TTL 已过</translation>
    </message>
    <message>
        <source>swept</source>
        <translation>已清扫</translation>
    </message>
    <message>
        <source>duplicate ignored (inbox)</source>
        <translation>重复已忽略（inbox）</translation>
    </message>
    <message>
        <source>duplicate rolled back (inbox)</source>
        <translation>重复已回滚（inbox）</translation>
    </message>
    <message>
        <source>rolled back: balance spent</source>
        <translation>已回滚：余额已用完</translation>
    </message>
    <message>
        <source>never published</source>
        <translation>从未发布</translation>
    </message>
    <message>
        <source>crash between the two writes</source>
        <translation>两次写入之间崩溃</translation>
    </message>
    <message>
        <source>404: already claimed</source>
        <translation>404：已被认领</translation>
    </message>
    <message>
        <source>404: claim lost to another copy</source>
        <translation>404：认领被另一个副本抢走</translation>
    </message>
    <message>
        <source>404: lost in a restart</source>
        <translation>404：在重启中丢失</translation>
    </message>
    <message>
        <source>404: expired and swept</source>
        <translation>404：已过期并被清扫</translation>
    </message>
    <message>
        <source>404: unknown correlation ID</source>
        <translation>404：未知的关联 ID</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>%1 written again</source>
        <extracomment>PAID written again</extracomment>
        <translation>%1 再次写入</translation>
    </message>
</context>
<context>
    <name>NoteWords</name>
    <message>
        <source>Predict:</source>
        <translation>预测：</translation>
    </message>
    <message>
        <source>Space, PageDown or →: reveal</source>
        <translation>空格、PageDown 或 →：揭晓</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Play on (Space) to see it happen at %1.</source>
        <translation>继续播放（空格），看它在 %1 发生。</translation>
    </message>
    <message>
        <source>Play on (Space) to see it happen.</source>
        <translation>继续播放（空格），看它发生。</translation>
    </message>
    <message>
        <source>It happens here, at %1.</source>
        <translation>它就在这里发生，于 %1。</translation>
    </message>
</context>
<context>
    <name>ParameterDocs</name>
    <message>
        <source>`[{&quot;name&quot;, &quot;partitions&quot;}]`</source>
        <translation>`[{&quot;name&quot;, &quot;partitions&quot;}]`</translation>
    </message>
    <message>
        <source>partitions of a topic not listed</source>
        <translation>未列出的主题的分区数</translation>
    </message>
    <message>
        <source>redeliver what is not acknowledged in this time</source>
        <translation>在此时间内未确认的消息将重新投递</translation>
    </message>
    <message>
        <source>`[{&quot;from&quot;, &quot;to&quot;}]`: no deliveries in these windows</source>
        <translation>`[{&quot;from&quot;, &quot;to&quot;}]`：这些时间窗内不投递</translation>
    </message>
    <message>
        <source>the participant its requests are POSTed to</source>
        <translation>它的请求以 POST 发往的参与者</translation>
    </message>
    <message>
        <source>how long it waits for a response before sending the same request again</source>
        <translation>再次发送同一请求之前等待响应的时长</translation>
    </message>
    <message>
        <source>how many times a request without a response is sent again</source>
        <translation>没有响应的请求重发的次数</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;body&quot;, &quot;idempotencyKey&quot;}]`: the requests, each an `http.post`</source>
        <translation>`[{&quot;at&quot;, &quot;body&quot;, &quot;idempotencyKey&quot;}]`：各个请求，每个都是 `http.post`</translation>
    </message>
    <message>
        <source>`[{&quot;call&quot;, &quot;command&quot;, &quot;okState&quot;, &quot;failState&quot;, &quot;compensate&quot;}]`: the saga&apos;s steps in order</source>
        <translation>`[{&quot;call&quot;, &quot;command&quot;, &quot;okState&quot;, &quot;failState&quot;, &quot;compensate&quot;}]`：saga 的各步，按顺序</translation>
    </message>
    <message>
        <source>`{&quot;state&quot;, &quot;idPrefix&quot;}`: a new saga&apos;s first state, and its ID prefix (default `&lt;name&gt;-`)</source>
        <translation>`{&quot;state&quot;, &quot;idPrefix&quot;}`：新 saga 的初始状态及其 ID 前缀（默认 `&lt;name&gt;-`）</translation>
    </message>
    <message>
        <source>the saga&apos;s state after its last step</source>
        <translation>saga 最后一步之后的状态</translation>
    </message>
    <message>
        <source>its saga state table, `&lt;name&gt;.&lt;table&gt;`</source>
        <translation>它的 saga 状态表，`&lt;name&gt;.&lt;table&gt;`</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;body&quot;}]`: sagas to start</source>
        <translation>`[{&quot;at&quot;, &quot;body&quot;}]`：要启动的 saga</translation>
    </message>
    <message>
        <source>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;from&quot;, &quot;to&quot;}`: generated sagas, as a saga service&apos;s `workload`</source>
        <translation>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;from&quot;, &quot;to&quot;}`：生成的 saga，如同 saga 服务的 `workload`</translation>
    </message>
    <message>
        <source>`{&quot;after&quot;, &quot;attempts&quot;}`: send a command with no reply within `after` again (same envelope, attempt + 1), up to `attempts` times (default 3)</source>
        <translation>`{&quot;after&quot;, &quot;attempts&quot;}`：在 `after` 内没有回复的命令再发一次（同一信封，尝试次数 + 1），最多 `attempts` 次（默认 3）</translation>
    </message>
    <message>
        <source>its name, unique in the scenario, without `/`</source>
        <translation>它的名字，在场景中唯一，不含 `/`</translation>
    </message>
    <message>
        <source>what it is: one of the kinds below</source>
        <translation>它是什么：下列种类之一</translation>
    </message>
    <message>
        <source>a heading several participants are drawn under in the views</source>
        <translation>在视图中把若干参与者画在其下的标题</translation>
    </message>
    <message>
        <source>run the participant as N workers (1 to 64), `NAME/1` … `NAME/N`, behind a router called `NAME`; not for a `broker`</source>
        <translation>将参与者作为 N 个 worker 运行（1 到 64），即 `NAME/1` … `NAME/N`，位于名为 `NAME` 的路由器之后；`broker` 不适用</translation>
    </message>
    <message>
        <source>how the router picks a worker for each message sent to `NAME`: `round-robin` or `random`</source>
        <translation>路由器如何为发往 `NAME` 的每条消息选择 worker：`round-robin` 或 `random`</translation>
    </message>
    <message>
        <source>where callbacks go (usually the orders application)</source>
        <translation>回调发往何处（通常是订单应用）</translation>
    </message>
    <message>
        <source>delay of the 202; `false` for none</source>
        <translation>202 的延迟；`false` 表示没有</translation>
    </message>
    <message>
        <source>distribution of the time from the request to its callback</source>
        <translation>从请求到其回调之间时间的分布</translation>
    </message>
    <message>
        <source>`[{&quot;status&quot;, &quot;weight&quot;}]`: statuses chosen by weight</source>
        <translation>`[{&quot;status&quot;, &quot;weight&quot;}]`：按权重选择的状态</translation>
    </message>
    <message>
        <source>per request, in arrival order: the callback&apos;s outcome, below</source>
        <translation>按到达顺序、逐个请求：回调的结果，见下</translation>
    </message>
    <message>
        <source>`{&quot;attempts&quot;: 3, &quot;after&quot;: &quot;100ms&quot;}`: resend a callback answered 5xx (same envelope, attempt + 1)</source>
        <translation>`{&quot;attempts&quot;: 3, &quot;after&quot;: &quot;100ms&quot;}`：重发收到 5xx 应答的回调（同一信封，尝试次数 + 1）</translation>
    </message>
    <message>
        <source>see Trace IDs</source>
        <translation>见 Trace IDs</translation>
    </message>
    <message>
        <source>the provider participant</source>
        <translation>提供方参与者</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;orderId&quot;, &quot;amount&quot;}]`: orders to pay</source>
        <translation>`[{&quot;at&quot;, &quot;orderId&quot;, &quot;amount&quot;}]`：待支付的订单</translation>
    </message>
    <message>
        <source>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;orderIdPrefix&quot;}`: generated orders; `amount` is a whole number or a list used in turn; at most 10,000,000, drawn one at a time as the run reaches them (a large workload costs nothing until it runs)</source>
        <translation>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;orderIdPrefix&quot;}`：生成的订单；`amount` 是整数或轮流使用的列表；最多 10,000,000 个，运行到时才逐个生成（大的负载在运行前不占任何开销）</translation>
    </message>
    <message>
        <source>prefix of request IDs</source>
        <translation>请求 ID 的前缀</translation>
    </message>
    <message>
        <source>how a callback claims its pending request: `retrieve-then-remove` (two store operations) or `atomic` (one take)</source>
        <translation>回调如何认领其待处理请求：`retrieve-then-remove`（两次存储操作）或 `atomic`（一次取走）</translation>
    </message>
    <message>
        <source>the pending store: a name, or store settings (see Stores)</source>
        <translation>待处理存储：一个名字，或存储设置（见 Stores）</translation>
    </message>
    <message>
        <source>the status store: a name, or store settings (see Stores)</source>
        <translation>状态存储：一个名字，或存储设置（见 Stores）</translation>
    </message>
    <message>
        <source>the first N claims of the application (its workers together) fail after the claim and before the status write (answer 500)</source>
        <translation>该应用（所有 worker 合计）的前 N 次认领在认领之后、写入状态之前失败（应答 500）</translation>
    </message>
    <message>
        <source>how long handling one message takes</source>
        <translation>处理一条消息所需的时间</translation>
    </message>
    <message>
        <source>`{&quot;type&quot;, &quot;to&quot;}`: on success, the next message of the chain (new ID, correlation ID copied forward, causation ID = the handled message)</source>
        <translation>`{&quot;type&quot;, &quot;to&quot;}`：成功时链上的下一条消息（新 ID，关联 ID 向后复制，因果 ID = 所处理的消息）</translation>
    </message>
    <message>
        <source>message types whose handling always fails</source>
        <translation>处理总是失败的消息类型</translation>
    </message>
    <message>
        <source>the probability that handling any message fails</source>
        <translation>处理任一消息失败的概率</translation>
    </message>
    <message>
        <source>`{&quot;maxAttempts&quot;, &quot;giveUpAfter&quot;, &quot;retryAfter&quot;}`: put a failed message back after `retryAfter` (same envelope, attempt + 1) until `maxAttempts` (default 3) or `giveUpAfter`</source>
        <translation>`{&quot;maxAttempts&quot;, &quot;giveUpAfter&quot;, &quot;retryAfter&quot;}`：失败的消息在 `retryAfter` 之后放回（同一信封，尝试次数 + 1），直到 `maxAttempts`（默认 3）或 `giveUpAfter`</translation>
    </message>
    <message>
        <source>where messages it gives up on go, with the header `death-reason`</source>
        <translation>它放弃的消息发往何处，带 `death-reason` 头</translation>
    </message>
    <message>
        <source>where its messages go, unless a message names its own `to`</source>
        <translation>它的消息发往何处，除非某条消息指定了自己的 `to`</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;id&quot;, &quot;type&quot;, &quot;correlationId&quot;, &quot;body&quot;, &quot;headers&quot;, &quot;to&quot;}]`: the messages it sends, at least one</source>
        <translation>`[{&quot;at&quot;, &quot;id&quot;, &quot;type&quot;, &quot;correlationId&quot;, &quot;body&quot;, &quot;headers&quot;, &quot;to&quot;}]`：它发送的消息，至少一条</translation>
    </message>
    <message>
        <source>the saga service whose outbox it publishes</source>
        <translation>它发布其发件箱的 saga 服务</translation>
    </message>
    <message>
        <source>polling interval</source>
        <translation>轮询间隔</translation>
    </message>
    <message>
        <source>rows per poll</source>
        <translation>每次轮询的行数</translation>
    </message>
    <message>
        <source>`publish-then-mark` (the mark waits for the confirmation; a crash before it republishes: at-least-once) or `mark-then-publish` (a crash between loses the event)</source>
        <translation>`publish-then-mark`（标记等待确认；之前崩溃会重新发布：至少一次）或 `mark-then-publish`（两者之间崩溃会丢失事件）</translation>
    </message>
    <message>
        <source>time between one step and the next: between the rows of a batch, and between marking and publishing</source>
        <translation>一步到下一步之间的时间：批内各行之间，以及标记与发布之间</translation>
    </message>
    <message>
        <source>the first N times in the relay application (its workers together), crash between the two steps; `restartAfter` brings it back</source>
        <translation>中继应用（所有 worker 合计）的前 N 次在两步之间崩溃；`restartAfter` 使其恢复</translation>
    </message>
    <message>
        <source>after a `crashBetween` crash, come back this much later</source>
        <translation>`crashBetween` 崩溃之后，过这么久恢复</translation>
    </message>
    <message>
        <source>how long a batch waits for confirmations; rows still unconfirmed are unlocked for a later poll</source>
        <translation>一批等待确认的时长；仍未确认的行会解锁，留待之后的轮询</translation>
    </message>
    <message>
        <source>distribution of the processing time</source>
        <translation>处理时间的分布</translation>
    </message>
    <message>
        <source>the message type of replies</source>
        <translation>回复的消息类型</translation>
    </message>
    <message>
        <source>what goes into the reply&apos;s correlation ID, below</source>
        <translation>回复的关联 ID 中放什么，见下</translation>
    </message>
    <message>
        <source>fields of every reply&apos;s body</source>
        <translation>每个回复正文中的字段</translation>
    </message>
    <message>
        <source>prefix for the IDs it makes: its replies and its requests to a delegate</source>
        <translation>它生成的 ID 的前缀：它的回复及发给委托方的请求</translation>
    </message>
    <message>
        <source>adopt a caller&apos;s trace ID (or make one) and send it on: `AUTO`, `ALWAYS`, `NEVER`</source>
        <translation>沿用调用方的追踪 ID（或新建一个）并继续传递：`AUTO`、`ALWAYS`、`NEVER`</translation>
    </message>
    <message>
        <source>to answer, first ask this participant (chained request-reply)</source>
        <translation>作答前先询问此参与者（链式请求-应答）</translation>
    </message>
    <message>
        <source>the message type of that question</source>
        <translation>该询问的消息类型</translation>
    </message>
    <message>
        <source>with `delegateTo`: where requests wait for the delegate&apos;s answer</source>
        <translation>配合 `delegateTo`：请求在何处等待委托方的回答</translation>
    </message>
    <message>
        <source>the participant requests go to</source>
        <translation>请求发往的参与者</translation>
    </message>
    <message>
        <source>the return address: where replies should go. Travels as the application header `reply-to`; a replier sends its reply there instead of back to the sender.</source>
        <translation>返回地址：回复应当发往何处。作为应用头 `reply-to` 传递；应答方把回复发到那里，而不是发回给发送方。</translation>
    </message>
    <message>
        <source>the message type of requests</source>
        <translation>请求的消息类型</translation>
    </message>
    <message>
        <source>how the request ID is chosen, below</source>
        <translation>请求 ID 如何选定，见下</translation>
    </message>
    <message>
        <source>prefix for generated message IDs, e.g. `&quot;PRQ-&quot;`</source>
        <translation>生成的消息 ID 的前缀，例如 `&quot;PRQ-&quot;`</translation>
    </message>
    <message>
        <source>a reply nobody waits for: `discard`, `respond-404` (answer its sender 404), or `dead-letter`</source>
        <translation>没有人在等的回复：`discard`、`respond-404`（向其发送方应答 404）或 `dead-letter`</translation>
    </message>
    <message>
        <source>where `dead-letter` sends unknown replies (with header `death-reason`)</source>
        <translation>`dead-letter` 把未知回复发往何处（带 `death-reason` 头）</translation>
    </message>
    <message>
        <source>`async`, `blocking`, `assume-order` or `sync`, below</source>
        <translation>`async`、`blocking`、`assume-order` 或 `sync`，见下</translation>
    </message>
    <message>
        <source>propagate a trace ID: `AUTO`, `ALWAYS` or `NEVER` (see Trace IDs)</source>
        <translation>传播追踪 ID：`AUTO`、`ALWAYS` 或 `NEVER`（见 Trace IDs）</translation>
    </message>
    <message>
        <source>a scripted list of requests, below</source>
        <translation>按脚本列出的请求，见下</translation>
    </message>
    <message>
        <source>generated requests, below</source>
        <translation>生成的请求，见下</translation>
    </message>
    <message>
        <source>the broker it publishes to and consumes from</source>
        <translation>它发布到并从中消费的消息代理</translation>
    </message>
    <message>
        <source>its entity table (payments, decisions, ...)</source>
        <translation>它的实体表（付款、决定……）</translation>
    </message>
    <message>
        <source>the body field naming the entity; otherwise the `key` header</source>
        <translation>正文中指明实体的字段；否则用 `key` 头</translation>
    </message>
    <message>
        <source>`outbox`: the event is a row of the same transaction, published by a relay. `commit-then-publish` and `publish-then-commit`: the dual write, two writes with a window between them</source>
        <translation>`outbox`：事件是同一事务中的一行，由中继发布。`commit-then-publish` 与 `publish-then-commit`：双写，两次写入之间有一个窗口</translation>
    </message>
    <message>
        <source>record (event ID) in the inbox in the same transaction as the effect: a redelivered event is skipped, and a concurrent copy is rolled back by the inbox key</source>
        <translation>在与副作用相同的事务中把（事件 ID）记入收件箱：重新投递的事件被跳过，并发的副本因收件箱键而回滚</translation>
    </message>
    <message>
        <source>distribution of the work before the transaction</source>
        <translation>事务之前工作的分布</translation>
    </message>
    <message>
        <source>distribution of the time a commit takes</source>
        <translation>一次提交所需时间的分布</translation>
    </message>
    <message>
        <source>distribution of the time a direct publish takes (`commit-then-publish`, `publish-then-commit`)</source>
        <translation>一次直接发布所需时间的分布（`commit-then-publish`、`publish-then-commit`）</translation>
    </message>
    <message>
        <source>the first N times in the application (its workers together), crash in that window (between the two writes); `restartAfter` brings it back</source>
        <translation>该应用（所有 worker 合计）的前 N 次在该窗口中（两次写入之间）崩溃；`restartAfter` 使其恢复</translation>
    </message>
    <message>
        <source>after a `crashInWindow` crash, come back this much later</source>
        <translation>`crashInWindow` 崩溃之后，过这么久恢复</translation>
    </message>
    <message>
        <source>`{&quot;state&quot;, &quot;emit&quot;, &quot;idPrefix&quot;}`: how a new entity starts (its state, and the event announcing it)</source>
        <translation>`{&quot;state&quot;, &quot;emit&quot;, &quot;idPrefix&quot;}`：新实体如何开始（其状态，以及宣告它的事件）</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;body&quot;}]`: entities to create (sagas to start)</source>
        <translation>`[{&quot;at&quot;, &quot;body&quot;}]`：要创建的实体（要启动的 saga）</translation>
    </message>
    <message>
        <source>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;from&quot;, &quot;to&quot;}`: generated payments; `amount` a whole number or `{&quot;uniform&quot;: [lo, hi]}`, `from` a list of accounts; at most 10,000,000, drawn one at a time as the run reaches them</source>
        <translation>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;from&quot;, &quot;to&quot;}`：生成的付款；`amount` 为整数或 `{&quot;uniform&quot;: [lo, hi]}`，`from` 为账户列表；最多 10,000,000 个，运行到时才逐个生成</translation>
    </message>
    <message>
        <source>`{&quot;idempotency&quot;: true, &quot;processing&quot;: &quot;50ms&quot;}`: accept `http.post` requests (from an `http-client`) that create entities, answering 201; with `idempotency`, the `x-idempotency-key` is written in the same transaction as the entity: a request whose key is committed is answered 200 at once, one that commits after its key was committed rolls back and is answered 200 (both with the first entity&apos;s `paymentId`), and a crash before the commit leaves no key</source>
        <translation>`{&quot;idempotency&quot;: true, &quot;processing&quot;: &quot;50ms&quot;}`：接受创建实体的 `http.post` 请求（来自 `http-client`），应答 201；启用 `idempotency` 时，`x-idempotency-key` 与实体在同一事务中写入：键已提交的请求立即应答 200，在其键已提交之后才提交的请求会回滚并应答 200（两者都带第一个实体的 `paymentId`），提交前崩溃则不留下键</translation>
    </message>
    <message>
        <source>`{&quot;alice&quot;: 5000}`: starting balances, for `transfer` rules</source>
        <translation>`{&quot;alice&quot;: 5000}`：初始余额，供 `transfer` 规则使用</translation>
    </message>
    <message>
        <source>what it does with each message type, below</source>
        <translation>它对每种消息类型做什么，见下</translation>
    </message>
    <message>
        <source>`{&quot;every&quot;, &quot;olderThan&quot;}`: remove published outbox rows and inbox rows older than that; one worker runs it for the application&apos;s database</source>
        <translation>`{&quot;every&quot;, &quot;olderThan&quot;}`：删除早于此的已发布发件箱行和收件箱行；由一个 worker 为该应用的数据库执行</translation>
    </message>
    <message>
        <source>entries expire this long after they are written</source>
        <translation>条目在写入后经过这么久过期</translation>
    </message>
    <message>
        <source>the expiry sweep&apos;s interval</source>
        <translation>过期清扫的间隔</translation>
    </message>
    <message>
        <source>the time each operation takes</source>
        <translation>每次操作所需的时间</translation>
    </message>
    <message>
        <source>survives its owner&apos;s crash</source>
        <translation>在其所有者崩溃后依然保留</translation>
    </message>
    <message>
        <source>one store for all workers of the application</source>
        <translation>应用的所有 worker 共用一个存储</translation>
    </message>
    <message>
        <source>removing a missing key fails, or silently succeeds</source>
        <translation>删除不存在的键会失败，或静默成功</translation>
    </message>
    <message>
        <source>how long a message takes on the wire</source>
        <translation>消息在线路上耗费的时间</translation>
    </message>
    <message>
        <source>the probability that a message is lost</source>
        <translation>消息丢失的概率</translation>
    </message>
    <message>
        <source>the probability that a message arrives twice</source>
        <translation>消息到达两次的概率</translation>
    </message>
    <message>
        <source>stop the run at this virtual time</source>
        <translation>在此虚拟时间停止运行</translation>
    </message>
    <message>
        <source>the participant or worker that crashes</source>
        <translation>崩溃的参与者或 worker</translation>
    </message>
    <message>
        <source>when it crashes</source>
        <translation>何时崩溃</translation>
    </message>
    <message>
        <source>how long it stays down</source>
        <translation>停机多久</translation>
    </message>
</context>
<context>
    <name>PartingWords</name>
    <message>
        <source>the run has ended</source>
        <translation>运行已结束</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <comment>an event, at its time</comment>
        <translation>%1，于 %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>事件 %1</translation>
    </message>
    <message>
        <source>event %1 of A and %2 of B</source>
        <translation>A 的事件 %1 和 B 的事件 %2</translation>
    </message>
    <message>
        <source>From %1 (%2) the runs differ.</source>
        <translation>从%1（%2）起，两次运行出现差异。</translation>
    </message>
    <message>
        <source>From %1 the runs differ.</source>
        <translation>从%1起，两次运行出现差异。</translation>
    </message>
    <message>
        <source>%1 B: %2; A: %3.</source>
        <comment>From event 16 (26 ms) the runs differ. B: …; A: ….</comment>
        <translation>%1 B：%2；A：%3。</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>Span import options: %1</source>
        <translation>span 导入选项：%1</translation>
    </message>
    <message>
        <source>What the spans of this file do not say. Corrsim remembers it for this file and reads the file again with it.</source>
        <translation>这个文件的 span 没有说明的信息。Corrsim 会为这个文件记住这些设置，并据此重新读取该文件。</translation>
    </message>
    <message>
        <source>ledger.apply=payment.id, email.send</source>
        <translation>ledger.apply=payment.id, email.send</translation>
    </message>
    <message>
        <source>Spans that apply an effect, by name, each with the attribute that says what it acted on: no-effect-twice then finds an effect applied twice</source>
        <translation>按名称列出施加副作用的 span，每个附上说明其作用对象的属性：这样 no-effect-twice 就能发现被施加了两次的副作用</translation>
    </message>
    <message>
        <source>Effect spans</source>
        <translation>副作用 span</translation>
    </message>
    <message>
        <source>&amp;Effect spans (NAME=ATTRIBUTE):</source>
        <translation>副作用 span（名称=属性）(&amp;E)：</translation>
    </message>
    <message>
        <source>messaging.conversation_id (read by default)</source>
        <translation>messaging.conversation_id（默认读取）</translation>
    </message>
    <message>
        <source>The attribute that carries the correlation ID, where the instrumentation writes no conversation ID</source>
        <translation>当埋点没有写入会话 ID 时，携带关联标识符的属性</translation>
    </message>
    <message>
        <source>Correlation attribute</source>
        <translation>关联属性</translation>
    </message>
    <message>
        <source>&amp;Correlation attribute:</source>
        <translation>关联属性(&amp;C)：</translation>
    </message>
    <message>
        <source>300ms, 5s (none: requests-answered-in-time says unknown)</source>
        <translation>300ms、5s（不填：requests-answered-in-time 判为未知）</translation>
    </message>
    <message>
        <source>How long a request may wait for its reply: requests-answered-in-time finds a request answered later than that, or never</source>
        <translation>请求等待回复的最长时间：requests-answered-in-time 会找出晚于此时间才得到回复或始终没有回复的请求</translation>
    </message>
    <message>
        <source>Reply timeout</source>
        <translation>回复超时</translation>
    </message>
    <message>
        <source>&amp;Reply timeout:</source>
        <translation>回复超时(&amp;R)：</translation>
    </message>
    <message>
        <source>The reply timeout is a duration longer than zero, such as 300ms or 5s.</source>
        <translation>回复超时必须是大于零的时长，例如 300ms 或 5s。</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Make a scenario from this trace</source>
        <translation>从此追踪生成场景</translation>
    </message>
    <message>
        <source>Save the scenario of this trace</source>
        <translation>保存此追踪的场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>未写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;History of %1[%2]&lt;/b&gt;&lt;/p&gt;&lt;table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1[%2] 的历史&lt;/b&gt;&lt;/p&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Corrsim trace, reopens here (*.jsonl);;Compact Corrsim trace, reopens here, for large runs (*.ctrace);;Compressed Corrsim trace, reopens here (*.jsonl.gz *.ctrace.gz);;Chrome / Perfetto (*.json);;OpenTelemetry (*.otlp.json);;CSV (*.csv)</source>
        <translation>Corrsim 追踪，可在此重新打开 (*.jsonl);;紧凑 Corrsim 追踪，可在此重新打开，适合大型运行 (*.ctrace);;压缩的 Corrsim 追踪，可在此重新打开 (*.jsonl.gz *.ctrace.gz);;Chrome / Perfetto (*.json);;OpenTelemetry (*.otlp.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png);;PDF (*.pdf)</source>
        <translation>SVG (*.svg);;PNG (*.png);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;PlantUML (*.puml);;Mermaid (*.mmd)</source>
        <translation>SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;PlantUML (*.puml);;Mermaid (*.mmd)</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>导出追踪</translation>
    </message>
    <message>
        <source>Export diagram</source>
        <translation>导出时序图</translation>
    </message>
    <message>
        <source>Name the file %1.</source>
        <translation>文件名须以 %1 结尾。</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Wrote %1 (%2)</source>
        <translation>已写入 %1（%2）</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>存放帧的文件夹</translation>
    </message>
    <message>
        <source>Animation frames</source>
        <translation>动画帧</translation>
    </message>
    <message>
        <source>How many frames, from the start to the cursor?</source>
        <translation>从开头到游标，共导出多少帧？</translation>
    </message>
    <message>
        <source>Wrote %1 frames into %2</source>
        <translation>已将 %1 帧写入 %2</translation>
    </message>
    <message>
        <source>Correlation Identifier</source>
        <translation>关联标识符</translation>
    </message>
    <message>
        <source>Async callbacks</source>
        <translation>异步回调</translation>
    </message>
    <message>
        <source>Envelope</source>
        <translation>信封</translation>
    </message>
    <message>
        <source>Outbox and inbox</source>
        <translation>发件箱与收件箱</translation>
    </message>
    <message>
        <source>Sagas</source>
        <translation>Saga</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>位于开头</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>播放中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>At a question: the class has not seen the answer</source>
        <translation>停在预测问题：全班尚未看到答案</translation>
    </message>
    <message>
        <source>Answer revealed: the next step plays to the moment it is about</source>
        <translation>答案已揭晓：下一步将播放到答案所指的时刻</translation>
    </message>
    <message>
        <source>At the moment the answer is about</source>
        <translation>位于答案所指的时刻</translation>
    </message>
    <message>
        <source>At the end</source>
        <translation>位于结尾</translation>
    </message>
    <message>
        <source>Too many messages to draw one by one (%1 sent in this window): each lane&apos;s column shows how many messages it sent or received per %2, darker for more (the darkest: %3).</source>
        <translation>消息太多，无法逐条绘制（此窗口内发送了 %1 条）：每条泳道的列显示它每 %2 发送或接收的消息数，越多颜色越深（最深：%3）。</translation>
    </message>
    <message>
        <source>A red edge marks slices where messages were lost or answered with an error (at most %1 in one slice).</source>
        <translation>红色边缘标出有消息丢失或以错误回复的时间片（单个时间片最多 %1 条）。</translation>
    </message>
    <message>
        <source>No message in this window was lost or answered with an error.</source>
        <translation>此窗口内没有消息丢失或以错误回复。</translation>
    </message>
    <message>
        <source>%1 messages, more than the %2 a diagram draws one by one: drawn as density (messages per lane per %3); export a shorter time window to see single messages</source>
        <translation>%1 条消息，超过了时序图逐条绘制的上限 %2：改为按密度绘制（每条泳道每 %3 的消息数）；导出较短的时间窗口可查看单条消息</translation>
    </message>
    <message>
        <source>the run is longer than %1 px even fully compressed: the picture is cut at that height</source>
        <translation>即使完全压缩，运行仍长于 %1 px：图片在该高度处截断</translation>
    </message>
    <message>
        <source>%1 of %2 arrows have no room for their names within %3 px: export a time window (from/to) to name every one</source>
        <translation>%2 个箭头中有 %1 个在 %3 px 内放不下名称：导出一个时间窗口（from/to）即可为每个箭头标名</translation>
    </message>
    <message>
        <source>compressed to fit %1 px: zoom in on a time window (from/to) to read single messages</source>
        <translation>已压缩至 %1 px：放大某个时间窗口（from/to）以查看单条消息</translation>
    </message>
    <message>
        <source>%1 · seed %2 · %3 to %4 · fingerprint %5</source>
        <translation>%1 · 种子 %2 · %3 至 %4 · 指纹 %5</translation>
    </message>
    <message>
        <source>… %1 of nothing …</source>
        <translation>… %1 无事发生 …</translation>
    </message>
    <message>
        <source>Arrows: one colour per correlation ID; dashed = a network copy; ends in ✕ = lost; red bold = 4xx/5xx answer; ↻ = retry (attempt n); dotted = injected by the scenario.</source>
        <translation>箭头：每个关联标识符一种颜色；虚线 = 网络产生的副本；以 ✕ 结尾 = 丢失；红色粗线 = 4xx/5xx 回复；↻ = 重试（第 n 次尝试）；点线 = 由场景注入。</translation>
    </message>
    <message>
        <source>Marks: ■ store write, ○ read, □ remove (red = key not found); ✔ matched, ✘ discarded, ⚠ wrong request; ◆ state change (red = compensation); ★ effect. &quot;… 5min of nothing …&quot; = idle time cut out.</source>
        <translation>标记：■ 存储写入，○ 读取，□ 删除（红色 = 键不存在）；✔ 匹配，✘ 丢弃，⚠ 错配请求；◆ 状态变更（红色 = 补偿）；★ 副作用。“… 5min 无事发生 …” = 截去的空闲时间。</translation>
    </message>
    <message>
        <source> (workers)</source>
        <translation>（工作者）</translation>
    </message>
</context>
<context>
    <name>WhatIfMenu</name>
    <message>
        <source>What if…</source>
        <translation>假如…</translation>
    </message>
    <message>
        <source>What if… (a saved trace cannot run again: open its scenario)</source>
        <translation>假如…（已保存的追踪无法重新运行：请打开它的场景）</translation>
    </message>
    <message>
        <source>this %1 were lost</source>
        <translation>这条 %1 丢失</translation>
    </message>
    <message>
        <source>this %1 came twice</source>
        <translation>这条 %1 到达两次</translation>
    </message>
    <message>
        <source>this %1 were delayed by…</source>
        <translation>这条 %1 延迟…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a delay: write a duration such as 20ms or 1.5s</source>
        <translation>“%1”不是延迟：请写一个时长，例如 20ms 或 1.5s</translation>
    </message>
    <message>
        <source>this %1 delayed by %2</source>
        <translation>这条 %1 延迟 %2</translation>
    </message>
    <message>
        <source>this %1 arrived after the next message</source>
        <translation>这条 %1 在下一条消息之后到达</translation>
    </message>
    <message>
        <source>%1 crashed as it arrived</source>
        <translation>%1 在它到达时崩溃</translation>
    </message>
    <message>
        <source>%1 crashed as the message arrived</source>
        <translation>%1 在消息到达时崩溃</translation>
    </message>
    <message>
        <source>%1 crashed right after this %2</source>
        <translation>%1 在这次%2之后立即崩溃</translation>
    </message>
    <message>
        <source>%1 crashed right after event %2</source>
        <translation>%1 在事件 %2 之后立即崩溃</translation>
    </message>
    <message>
        <source>(nothing to change here: step to a message or a participant&apos;s event)</source>
        <translation>（这里没有可更改的内容：请步进到一条消息或某个参与者的事件）</translation>
    </message>
</context>
<context>
    <name>corrsim::ClassSession</name>
    <message>
        <source>Class &amp;playlist…</source>
        <translation>课堂播放列表(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Next lesson in the playlist</source>
        <translation>播放列表中的下一课(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;resenter view</source>
        <translation>演示者视图(&amp;R)</translation>
    </message>
    <message>
        <source>For the teacher&apos;s screen: the note, the question with its answer, the next question</source>
        <translation>用于教师的屏幕：注释、预测问题及其答案、下一个预测问题</translation>
    </message>
    <message>
        <source>Not in the class playlist</source>
        <translation>不在课堂播放列表中</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>第 %1 课，共 %2 课</translation>
    </message>
    <message>
        <source>%1 · next: %2</source>
        <translation>%1 · 下一课：%2</translation>
    </message>
    <message>
        <source>%1 · the last of the session</source>
        <translation>%1 · 本节课的最后一课</translation>
    </message>
</context>
<context>
    <name>corrsim::CompareWindow</name>
    <message>
        <source>Compare: %1 / %2</source>
        <translation>比较：%1 / %2</translation>
    </message>
    <message>
        <source>Two runs compared</source>
        <translation>两次运行的比较</translation>
    </message>
    <message>
        <source>◀ Step back</source>
        <translation>◀ 后退一步</translation>
    </message>
    <message>
        <source>Step both ▶</source>
        <translation>同时前进 ▶</translation>
    </message>
    <message>
        <source>Both runs one event further, on one clock</source>
        <translation>两次运行按同一时钟各前进一个事件</translation>
    </message>
    <message>
        <source>Show both runs to their end</source>
        <translation>将两次运行都显示到结束</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>What differs at the end</source>
        <translation>结束时的差异</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>The runs are identical: the same events, stores, expectations and saga outcomes.</source>
        <translation>两次运行完全相同：事件、存储、预期和 Saga 结果都一样。</translation>
    </message>
    <message>
        <source>The same events; only the narration differs (a note or an expectation&apos;s name). %1</source>
        <translation>事件相同；只有叙述不同（某条注释或某个预期的名称）。%1</translation>
    </message>
    <message>
        <source>The same events; only what is checked at the end differs (below).</source>
        <translation>事件相同；只有结束时检查的内容不同（见下方）。</translation>
    </message>
    <message>
        <source>Store entries</source>
        <translation>存储条目</translation>
    </message>
    <message>
        <source>Expectations</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Saga outcomes</source>
        <translation>Saga 结果</translation>
    </message>
    <message>
        <source>Nothing: the stores, expectations and saga outcomes are the same at the end</source>
        <translation>无：结束时存储、预期和 Saga 结果都相同</translation>
    </message>
    <message>
        <source>Keep %1 in the lesson</source>
        <translation>在课程中保留%1</translation>
    </message>
    <message>
        <source>Pin this fault in the lesson you are editing (Edit › Undo takes it out again)</source>
        <translation>将此故障固定到正在编辑的课程中（编辑 › 撤销可再次移除）</translation>
    </message>
    <message>
        <source>Kept in the lesson</source>
        <translation>已保留在课程中</translation>
    </message>
</context>
<context>
    <name>corrsim::DetailsPane</name>
    <message>
        <source>Click a message in the diagram or the log to see its envelope.</source>
        <translation>点击时序图或日志中的消息，查看其信封。</translation>
    </message>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>correlation_id</source>
        <translation>关联 ID</translation>
    </message>
    <message>
        <source>causation_id</source>
        <translation>因果 ID</translation>
    </message>
    <message>
        <source>attempt</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <source>first_seen</source>
        <translation>首次出现</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>认领</translation>
    </message>
    <message>
        <source>header </source>
        <translation>头部 </translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>causation</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Body / value&lt;/b&gt;&lt;/p&gt;&lt;table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;消息体 / 值&lt;/b&gt;&lt;/p&gt;&lt;table&gt;</translation>
    </message>
</context>
<context>
    <name>corrsim::EventLogPanel</name>
    <message>
        <source>Show the events of one participant</source>
        <translation>显示某个参与者的事件</translation>
    </message>
    <message>
        <source>Show one kind of event</source>
        <translation>显示某类事件</translation>
    </message>
    <message>
        <source>Search any ID</source>
        <translation>搜索任意 ID</translation>
    </message>
    <message>
        <source>Search any ID (Ctrl+F)</source>
        <translation>搜索任意 ID（Ctrl+F）</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一个匹配</translation>
    </message>
    <message>
        <source>Play until the next event that the filter above shows (e.g. Event: reply.discarded)</source>
        <translation>播放到上方筛选条件显示的下一个事件（例如 事件：reply.discarded）</translation>
    </message>
    <message>
        <source>Jump to cause</source>
        <translation>跳到原因</translation>
    </message>
    <message>
        <source>Jump to consequence</source>
        <translation>跳到后果</translation>
    </message>
    <message>
        <source>Participant</source>
        <translation>参与者</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>事件日志</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
</context>
<context>
    <name>corrsim::ExplorePanel</name>
    <message>
        <source>Explore: %1</source>
        <translation>探索：%1</translation>
    </message>
    <message>
        <source>Explore: %1, %2</source>
        <translation>探索：%1，%2</translation>
    </message>
    <message>
        <source>Faults per run, at most</source>
        <translation>每次运行最多故障数</translation>
    </message>
    <message>
        <source>How many faults one run may have: every schedule with up to this many is run</source>
        <translation>一次运行可包含多少个故障：故障数不超过此值的每个调度都会运行</translation>
    </message>
    <message>
        <source>Faults to try</source>
        <translation>要尝试的故障</translation>
    </message>
    <message>
        <source>Every run must keep</source>
        <translation>每次运行都须满足</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>Compare with the nearest passing run</source>
        <translation>与最接近的通过运行比较</translation>
    </message>
    <message>
        <source>The shortest counterexample beside the schedule one fault short of it, in the compare window, where they part marked</source>
        <translation>在比较窗口中，将最短反例与少一个故障的调度并排显示，并标出二者分叉之处</translation>
    </message>
    <message>
        <source>Save as a lesson…</source>
        <translation>另存为课程…</translation>
    </message>
    <message>
        <source>The counterexample as a lesson: the scenario with its faults pinned and a note at each, which corrsim run and the app play</source>
        <translation>将反例保存为课程：场景中固定了这些故障，每处附一条注释，可用 corrsim run 和本应用播放</translation>
    </message>
    <message>
        <source>Keep in the lesson</source>
        <translation>保留在课程中</translation>
    </message>
    <message>
        <source>Pin the counterexample&apos;s faults in the lesson you are editing (Edit › Undo takes them out again)</source>
        <translation>将反例的故障固定到正在编辑的课程中（编辑 › 撤销可再次移除）</translation>
    </message>
    <message>
        <source>Details: event numbers, IDs and the command line</source>
        <translation>详情：事件编号、ID 和命令行</translation>
    </message>
    <message>
        <source>What the exploration found</source>
        <translation>探索的发现</translation>
    </message>
    <message>
        <source>End states</source>
        <translation>结束状态</translation>
    </message>
    <message>
        <source>Runs that end here</source>
        <translation>在此结束的运行</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>违反的检查</translation>
    </message>
    <message>
        <source>The first schedule of each kind of fault to end here</source>
        <translation>每类故障中第一个在此结束的调度</translation>
    </message>
    <message>
        <source>Each row is one end state: what the stores hold and where each saga stopped</source>
        <translation>每行是一种结束状态：存储中有什么，以及每个 Saga 停在哪里</translation>
    </message>
    <message>
        <source>Exploring… %1 schedules run</source>
        <translation>探索中… 已运行 %1 个调度</translation>
    </message>
    <message>
        <source>nearest passing (%1)</source>
        <translation>最接近的通过运行（%1）</translation>
    </message>
    <message>
        <source>counterexample (%1)</source>
        <translation>反例（%1）</translation>
    </message>
    <message>
        <source>The lesson&apos;s &quot;explore&quot; block: %1</source>
        <translation>课程的 &quot;explore&quot; 块：%1</translation>
    </message>
    <message>
        <source>Choose at least one fault to try.</source>
        <translation>请至少选择一种要尝试的故障。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Exploring…</source>
        <translation>探索中…</translation>
    </message>
    <message>
        <source>The exploration stopped: %1</source>
        <translation>探索已停止：%1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Stopped before the bound was explored.</source>
        <translation>在探索完上限之前已停止。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Save the counterexample as a lesson</source>
        <translation>将反例保存为课程</translation>
    </message>
    <message>
        <source>Scenario (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonAuthor</name>
    <message>
        <source>%1, edited %2</source>
        <translation>%1，编辑于 %2</translation>
    </message>
    <message>
        <source>%1 (%2), edited %3</source>
        <translation>%1（%2），编辑于 %3</translation>
    </message>
    <message>
        <source>restore unsaved edits</source>
        <translation>恢复未保存的编辑</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonBrowser</name>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Double-click a lesson to open it.</source>
        <translation>双击课程即可打开。</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>已损坏</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonHeadingDialog</name>
    <message>
        <source>Title and summary</source>
        <translation>标题和摘要</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Summary:</source>
        <translation>摘要(&amp;S)：</translation>
    </message>
    <message>
        <source>A lesson needs a title: the class reads it first.</source>
        <translation>课程需要标题：全班最先读到的就是它。</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonOutline</name>
    <message>
        <source>%1, at the end of the run</source>
        <translation>%1，在运行结束时</translation>
    </message>
    <message>
        <source>%1, before %2</source>
        <translation>%1，在%2之前</translation>
    </message>
    <message>
        <source>Note, step or expectation</source>
        <translation>注释、步骤或预期</translation>
    </message>
    <message>
        <source>Where it stands in this run</source>
        <translation>在本次运行中的位置</translation>
    </message>
    <message>
        <source>Lesson outline</source>
        <translation>课程大纲</translation>
    </message>
    <message>
        <source>Notes and predict steps</source>
        <translation>注释和预测问题</translation>
    </message>
    <message>
        <source>Step: %1</source>
        <translation>步骤：%1</translation>
    </message>
    <message>
        <source>gone: its event does not happen in this run</source>
        <translation>已消失：它的事件在本次运行中没有发生</translation>
    </message>
    <message numerus="yes">
        <source>%n gone</source>
        <translation>
            <numerusform>%n 条已消失</numerusform>
        </translation>
    </message>
    <message>
        <source>Expectations</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>held</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>未成立</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 条未成立</numerusform>
        </translation>
    </message>
    <message>
        <source>Classroom checks</source>
        <translation>课堂检查</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <source>could not run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>none: a class meets no problem (runs of the lesson and its variants: %1)</source>
        <translation>无：课堂不会遇到问题（课程及其变体的运行：%1）</translation>
    </message>
    <message>
        <source>problems a class would meet: %1</source>
        <translation>课堂会遇到的问题：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n moved</source>
        <translation>
            <numerusform>%n 条已移动</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>3 gone, 2 moved</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 since the lesson as written; now %2</source>
        <comment>moved from conversation B to A …; now 20 ms, before the delivery of …</comment>
        <translation>%1（与原课程相比）；现在 %2</translation>
    </message>
    <message>
        <source>Edit its words…	Enter</source>
        <translation>编辑文字…	Enter</translation>
    </message>
    <message>
        <source>Move it to the event at the cursor	M</source>
        <translation>移到光标处的事件	M</translation>
    </message>
    <message>
        <source>Delete it	Del</source>
        <translation>删除	Del</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonPanel</name>
    <message>
        <source>Versions of this lesson to compare: each changes a parameter and says what to expect</source>
        <translation>本课程可供比较的版本：每个版本修改一个参数，并说明预期结果</translation>
    </message>
    <message>
        <source>Reveal the answer (R)</source>
        <translation>揭晓答案（R）</translation>
    </message>
    <message>
        <source>Show the answer; playback stays here until you play on (Space)</source>
        <translation>显示答案；播放停留在此，直到你继续播放（空格）</translation>
    </message>
    <message>
        <source>Explore to find out</source>
        <translation>探索以找出答案</translation>
    </message>
    <message>
        <source>Run every schedule of faults the lesson names, and show the shortest one that breaks it</source>
        <translation>运行课程列出的每个故障调度，并显示使其失败的最短调度</translation>
    </message>
    <message>
        <source>Expectations</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Click a decided expectation to jump to the event that decided it</source>
        <translation>点击已判定的预期，跳到判定它的事件</translation>
    </message>
    <message>
        <source>Story so far</source>
        <translation>迄今经过</translation>
    </message>
    <message>
        <source>Click a note to jump to it</source>
        <translation>点击注释即可跳转到该处</translation>
    </message>
    <message>
        <source>&lt;b&gt;Expectations&lt;/b&gt;</source>
        <translation>&lt;b&gt;预期&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Story so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;迄今经过&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The lesson as shipped</source>
        <translation>课程原版</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>变体：%1</translation>
    </message>
    <message>
        <source>Your edits: %1</source>
        <translation>你的修改：%1</translation>
    </message>
    <message>
        <source>your own parameters</source>
        <translation>你自己的参数</translation>
    </message>
    <message>
        <source>your teacher has it (this is a student copy).</source>
        <translation>答案在老师那里（这是学生版）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;You changed the lesson: %1.&lt;/p&gt;&lt;p&gt;Its notes and questions were written for the lesson as shipped and would describe another run, so they are not shown. Play it and read what happens from the diagram.&lt;/p&gt;</source>
        <translation>&lt;p&gt;你修改了课程：%1。&lt;/p&gt;&lt;p&gt;它的注释和预测问题是为课程原版编写的，描述的会是另一次运行，因此不予显示。请播放它，并从时序图中解读发生了什么。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Press Space, PageDown or → to start: each press is one step of the lesson.</source>
        <translation>按空格、PageDown 或 → 开始：每按一次就是课程的一步。</translation>
    </message>
    <message>
        <source>Explore:</source>
        <translation>探索：</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Exploring…</source>
        <translation>探索中…</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <translation>预测：%1</translation>
    </message>
    <message>
        <source>You changed the lesson&apos;s parameters: these expectations were written for the lesson as shipped, so a red line here may be your change working.</source>
        <translation>你修改了课程的参数：这些预期是为课程原版编写的，所以这里出现红线，可能正是你的修改在起作用。</translation>
    </message>
    <message>
        <source>1 expectation</source>
        <translation>1 个预期</translation>
    </message>
    <message>
        <source>%1 expectations</source>
        <translation>%1 个预期</translation>
    </message>
    <message>
        <source>1 more expectation</source>
        <translation>还有 1 个预期</translation>
    </message>
    <message>
        <source>%1 more expectations</source>
        <translation>还有 %1 个预期</translation>
    </message>
    <message>
        <source>… %1, each shown once the run has decided it</source>
        <translation>… %1，各自在运行判定后显示</translation>
    </message>
    <message>
        <source>expected %1
actual %2</source>
        <translation>预期 %1
实际 %2</translation>
    </message>
</context>
<context>
    <name>corrsim::MainWindow</name>
    <message>
        <source>Corrsim</source>
        <translation>Corrsim</translation>
    </message>
    <message>
        <source>Pick a lesson on the left, or open a scenario file (Ctrl+O).</source>
        <translation>请在左侧选择一门课程，或打开场景文件（Ctrl+O）。</translation>
    </message>
    <message>
        <source>Saga timeline</source>
        <translation>Saga 时间线</translation>
    </message>
    <message>
        <source>Show only the sagas that ended in one state (once the run has been played to its end)</source>
        <translation>只显示以某一状态结束的 Saga（运行播放到结尾后可用）</translation>
    </message>
    <message>
        <source>Run panels</source>
        <translation>运行面板</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>事件日志</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Message details</source>
        <translation>消息详情</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Expect this (how many the run has)…</source>
        <translation>预期此事件（按本次运行中的次数）…</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <source>Put back %1</source>
        <translation>还原 %1</translation>
    </message>
    <message>
        <source>Skipped %1 in which nothing happens (%2 → %3)</source>
        <translation>跳过了 %1 无事发生的时间（%2 → %3）</translation>
    </message>
    <message>
        <source>%1[*] — Corrsim</source>
        <translation>%1[*] — Corrsim</translation>
    </message>
    <message>
        <source>The run stopped early</source>
        <translation>运行提前停止</translation>
    </message>
    <message>
        <source>This event has no cause in the run.</source>
        <translation>此事件在本次运行中没有原因。</translation>
    </message>
    <message>
        <source>Nothing in the run was caused by it.</source>
        <translation>运行中没有任何事件由它引起。</translation>
    </message>
    <message>
        <source>No more problems after this point.</source>
        <translation>此后没有更多问题。</translation>
    </message>
    <message>
        <source>No later event matches the filter.</source>
        <translation>之后没有符合筛选条件的事件。</translation>
    </message>
    <message>
        <source>the window shows one run at a time, so %1 did not open: drop each on its own, or start another corrsim for it</source>
        <translation>窗口一次只显示一个运行，因此 %1 未打开：请逐个拖入，或为它另外启动一个 corrsim</translation>
    </message>
    <message>
        <source>%1 is not a file on this computer: save it first</source>
        <translation>%1 不是这台计算机上的文件：请先保存它</translation>
    </message>
    <message>
        <source>Your unsaved edits are only in memory: the recovery file could not be written (%1). Save the lesson where there is room.</source>
        <translation>你未保存的编辑只存在于内存中：无法写入恢复文件（%1）。请将课程保存到有空间的位置。</translation>
    </message>
    <message>
        <source>&amp;Save lesson</source>
        <translation>保存课程(&amp;S)</translation>
    </message>
    <message>
        <source>Save lesson &amp;as…</source>
        <translation>课程另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export s&amp;tudent copy…</source>
        <translation>导出学生版(&amp;T)…</translation>
    </message>
    <message>
        <source>The lesson without its answers and reveals, and a teacher&apos;s copy with them</source>
        <translation>不含答案和揭晓内容的课程，以及包含它们的教师版</translation>
    </message>
    <message>
        <source>&amp;New lesson…</source>
        <translation>新建课程(&amp;N)…</translation>
    </message>
    <message>
        <source>A lesson about a system of your own, from a template</source>
        <translation>基于模板，创建关于你自己系统的课程</translation>
    </message>
    <message>
        <source>Recover &amp;unsaved edits</source>
        <translation>恢复未保存的编辑(&amp;U)</translation>
    </message>
    <message>
        <source>(no unsaved edits to recover)</source>
        <translation>（没有可恢复的未保存编辑）</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Add &amp;note here…</source>
        <translation>在此添加注释(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Ask here (a predict step)…</source>
        <translation>在此提问（预测问题）(&amp;A)…</translation>
    </message>
    <message>
        <source>E&amp;xpect this event (how many the run has)…</source>
        <translation>预期此事件（按本次运行中的次数）(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Title and summary…</source>
        <translation>标题和摘要(&amp;T)…</translation>
    </message>
    <message>
        <source>Pa&amp;rticipants…</source>
        <translation>参与者(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Outline (every note, step and expectation)</source>
        <translation>大纲（所有注释、步骤和预期）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Edit the note at the cursor…</source>
        <translation>编辑游标处的注释(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete the note at the cursor</source>
        <translation>删除游标处的注释(&amp;D)</translation>
    </message>
    <message>
        <source>Select an event of the run (a message, a store change, a state): the expectation counts the events like it.</source>
        <translation>请选择运行中的一个事件（消息、存储变更或状态）：预期会统计与它同类的事件。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Expect this at the end of the run</source>
        <translation>预期运行结束时如此</translation>
    </message>
    <message>
        <source>%1 is gone from %2</source>
        <translation>%1 已从 %2 中移除</translation>
    </message>
    <message>
        <source>%1 %2 is %3</source>
        <translation>%1 的 %2 为 %3</translation>
    </message>
    <message>
        <source>saga %1 reaches %2</source>
        <translation>Saga %1 到达 %2</translation>
    </message>
    <message>
        <source>Expect this: %1</source>
        <translation>预期：%1</translation>
    </message>
    <message>
        <source>Expect this</source>
        <translation>预期此项</translation>
    </message>
    <message>
        <source>The expectation&apos;s name, as the lesson shows it once the run has decided it:</source>
        <translation>预期的名称（运行判定后，课程会这样显示）：</translation>
    </message>
    <message>
        <source>Expect %1</source>
        <translation>预期 %1</translation>
    </message>
    <message>
        <source>Select an event of the run (a message, a store change, a state): a note goes right before it, wherever a parameter change moves it.</source>
        <translation>请选择运行中的一个事件（消息、存储变更或状态）：注释会放在它的正前方，即使参数改变使它移动也会跟随。</translation>
    </message>
    <message>
        <source>A trace read from a file is not a lesson: open its scenario to add notes.</source>
        <translation>从文件读取的追踪不是课程：请打开它的场景来添加注释。</translation>
    </message>
    <message>
        <source>Ask here</source>
        <translation>在此提问</translation>
    </message>
    <message>
        <source>Add note here</source>
        <translation>在此添加注释</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>添加注释</translation>
    </message>
    <message>
        <source>No note is shown at the cursor: step to one, or add one with Lesson › Add note here.</source>
        <translation>游标处没有显示注释：请步进到某条注释，或用 课程 › 在此添加注释 添加一条。</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>编辑注释</translation>
    </message>
    <message>
        <source>No note is shown at the cursor: step to the one to delete.</source>
        <translation>游标处没有显示注释：请步进到要删除的注释。</translation>
    </message>
    <message>
        <source>Delete note</source>
        <translation>删除注释</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Scenario (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1: it plays here now, and `corrsim validate --lesson` checks it</source>
        <translation>已保存 %1：它现在在此播放，`corrsim validate --lesson` 可检查它</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>未写入任何内容：%1</translation>
    </message>
    <message numerus="yes">
        <source>A class would meet %n problem(s) in this lesson (corrsim validate --lesson):</source>
        <translation>
            <numerusform>课堂在本课程中会遇到 %n 个问题（corrsim validate --lesson）：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
… and %n more</source>
        <translation>
            <numerusform>
… 还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>仍然保存(&amp;S)</translation>
    </message>
    <message>
        <source>Export student copy</source>
        <translation>导出学生版</translation>
    </message>
    <message>
        <source>Wrote %1 (no answers, no reveals) and %2 (with them)</source>
        <translation>已写入 %1（无答案、无揭晓）和 %2（含答案和揭晓）</translation>
    </message>
    <message>
        <source>A new lesson from a template: Lesson › Title and summary names it, File › Save lesson as writes it.</source>
        <translation>基于模板的新课程：用 课程 › 标题和摘要 为它命名，用 文件 › 课程另存为 保存它。</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>新建课程</translation>
    </message>
    <message>
        <source>A trace read from a file is not a lesson: open its scenario to edit it.</source>
        <translation>从文件读取的追踪不是课程：请打开它的场景来编辑。</translation>
    </message>
    <message>
        <source>title and summary</source>
        <translation>标题和摘要</translation>
    </message>
    <message>
        <source>Unsaved edits</source>
        <translation>未保存的编辑</translation>
    </message>
    <message>
        <source>Unsaved edits to %1. Restore them?</source>
        <translation>%1 有未保存的编辑。要恢复吗？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>暂不(&amp;N)</translation>
    </message>
    <message>
        <source>Not now keeps them in File › Recover unsaved edits.</source>
        <translation>选择“暂不”会将它们保留在 文件 › 恢复未保存的编辑 中。</translation>
    </message>
    <message>
        <source>Unsaved lesson edits</source>
        <translation>未保存的课程编辑</translation>
    </message>
    <message>
        <source>The lesson has edits that are not saved. Save them before going on?</source>
        <translation>课程有未保存的编辑。继续之前要保存吗？</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open scenario or trace</source>
        <translation>打开场景或追踪</translation>
    </message>
    <message>
        <source>Scenarios and traces (*.json *.jsonl *.ctrace *.gz);;All files (*)</source>
        <translation>场景和追踪 (*.json *.jsonl *.ctrace *.gz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Span &amp;import options…</source>
        <translation>span 导入选项(&amp;I)…</translation>
    </message>
    <message>
        <source>For spans another tool wrote (OTLP, Jaeger, Zipkin; open one first): which spans apply effects, which attribute carries the correlation ID</source>
        <translation>用于其他工具写出的 span（OTLP、Jaeger、Zipkin；需先打开一个）：哪些 span 施加副作用，哪个属性携带关联标识符</translation>
    </message>
    <message>
        <source>&amp;Make a scenario from this trace…</source>
        <translation>从此追踪生成场景(&amp;M)…</translation>
    </message>
    <message>
        <source>For spans another tool wrote: a scenario with their requesters and services, at the observed times, that replays them; what the spans cannot show is written as assumed</source>
        <translation>用于其他工具写出的 span：生成一个包含其请求方和服务的场景，按观测到的时间重放它们；span 无法体现的内容会标注为假设</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Diagram (SVG, PNG, PDF, PlantUML, Mermaid)…</source>
        <translation>时序图（SVG、PNG、PDF、PlantUML、Mermaid）(&amp;D)…</translation>
    </message>
    <message>
        <source>Diagram of the &amp;visible time window (SVG, PNG, PDF)…</source>
        <translation>可见时间窗口的时序图（SVG、PNG、PDF）(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Trace (JSON Lines, Perfetto, CSV, OpenTelemetry)…</source>
        <translation>追踪（JSON Lines、Perfetto、CSV、OpenTelemetry）(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Animation frames…</source>
        <translation>动画帧(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Run &amp;again</source>
        <translation>重新运行(&amp;A)</translation>
    </message>
    <message>
        <source>Run again; a scenario file that changed on disk, or failed to load, is read again</source>
        <translation>重新运行；磁盘上已更改或加载失败的场景文件会被重新读取</translation>
    </message>
    <message>
        <source>&amp;Cancel run</source>
        <translation>取消运行(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;weep seeds and values…</source>
        <translation>扫描种子和取值(&amp;W)…</translation>
    </message>
    <message>
        <source>E&amp;xplore every fault up to a bound…</source>
        <translation>探索上限以内的所有故障(&amp;X)…</translation>
    </message>
    <message>
        <source>Explore…</source>
        <translation>探索…</translation>
    </message>
    <message>
        <source>Run every schedule of drops, copies, delays, reorderings and crashes up to a number of faults, and show the shortest one that breaks a check</source>
        <translation>在给定故障数以内，运行丢失、复制、延迟、乱序和崩溃的每个调度，并显示使某项检查失败的最短调度</translation>
    </message>
    <message>
        <source>&amp;What if… at the cursor</source>
        <translation>在游标处假如…(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom time &amp;in</source>
        <translation>放大时间轴(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom time &amp;out</source>
        <translation>缩小时间轴(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>增大文字(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>减小文字(&amp;M)</translation>
    </message>
    <message>
        <source>Te&amp;xt at its first size</source>
        <translation>文字恢复初始大小(&amp;X)</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Fit the whole run</source>
        <translation>适配整个运行(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Go to time…</source>
        <translation>跳转到时间(&amp;G)…</translation>
    </message>
    <message>
        <source>Follow the &amp;cursor</source>
        <translation>跟随游标(&amp;C)</translation>
    </message>
    <message>
        <source>Keep the moment being played in view</source>
        <translation>让正在播放的时刻保持在视图内</translation>
    </message>
    <message>
        <source>&amp;Narrow the broker and relay lanes</source>
        <translation>收窄消息代理和中继泳道(&amp;N)</translation>
    </message>
    <message>
        <source>The services&apos; lanes share the width; the broker and the relays are slivers, named when you point at them (on in presentation)</source>
        <translation>各服务的泳道平分宽度；消息代理和中继只占细条，指向时才显示名称（演示模式下默认开启）</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Larger text, the diagram and the lesson first (corrsim --present)</source>
        <translation>更大的文字，优先显示时序图和课程（corrsim --present）</translation>
    </message>
    <message>
        <source>Show the whole run (&amp;analysis)</source>
        <translation>显示整个运行（分析）(&amp;A)</translation>
    </message>
    <message>
        <source>Off (lesson mode): every view shows only what has happened up to the cursor</source>
        <translation>关闭（课程模式）：每个视图只显示到游标为止已发生的内容</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>图例(&amp;L)</translation>
    </message>
    <message>
        <source>What the diagram shows</source>
        <translation>时序图说明</translation>
    </message>
    <message>
        <source>&amp;Search events</source>
        <translation>搜索事件(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Corrsim will be in %1 the next time it starts.</source>
        <translation>Corrsim 下次启动时将使用 %1。</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Lessons list</source>
        <translation>课程列表(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Corrsim</source>
        <translation>关于 Corrsim(&amp;A)</translation>
    </message>
    <message>
        <source>About Corrsim</source>
        <translation>关于 Corrsim</translation>
    </message>
    <message>
        <source>&lt;b&gt;Corrsim %1&lt;/b&gt;&lt;p&gt;A simulator that makes the correlation and saga patterns of messaging systems visible.&lt;/p&gt;&lt;p&gt;Licensed under the GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Corrsim %1&lt;/b&gt;&lt;p&gt;一个让消息系统中的关联与 Saga 模式清晰可见的模拟器。&lt;/p&gt;&lt;p&gt;依据 GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Go to time</source>
        <translation>跳转到时间</translation>
    </message>
    <message>
        <source>Virtual time (e.g. 250ms, 63min):</source>
        <translation>虚拟时间（例如 250ms、63min）：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a time: write a number and a unit, e.g. 250ms or 63min.</source>
        <translation>“%1”不是时间：请写一个数字加单位，例如 250ms 或 63min。</translation>
    </message>
    <message>
        <source>%1 of %2 expectations hold</source>
        <translation>%2 个预期中有 %1 个成立</translation>
    </message>
    <message>
        <source>%1 of %2 expectations decided so far</source>
        <translation>目前 %2 个预期中已判定 %1 个</translation>
    </message>
    <message>
        <source>%1%2%3 · seed %4 · %5 events · %6 · fingerprint %7</source>
        <translation>%1%2%3 · 种子 %4 · %5 个事件 · %6 · 指纹 %7</translation>
    </message>
    <message>
        <source> (replayed trace)</source>
        <translation>（重放的追踪）</translation>
    </message>
    <message>
        <source>Analysis: every view shows the whole run</source>
        <translation>分析：每个视图都显示整个运行</translation>
    </message>
    <message>
        <source>Lesson mode: the views show the run up to the cursor</source>
        <translation>课程模式：视图显示到游标为止的运行</translation>
    </message>
    <message>
        <source>Text %1% of the presentation&apos;s first size</source>
        <translation>文字为演示初始大小的 %1%</translation>
    </message>
    <message>
        <source>Text %1%</source>
        <translation>文字 %1%</translation>
    </message>
    <message>
        <source>All sagas, the unusual first</source>
        <translation>所有 Saga，异常的排在前面</translation>
    </message>
    <message>
        <source>All sagas (by outcome at the end of the run)</source>
        <translation>所有 Saga（按运行结束时的结果）</translation>
    </message>
    <message>
        <source>Only %1 (%2)</source>
        <translation>仅 %1（%2）</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>大纲</translation>
    </message>
    <message>
        <source>The outline shows every note: leave presentation mode to see it.</source>
        <translation>大纲会显示每条注释：请退出演示模式后查看。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The lesson as shipped</source>
        <translation>课程原版</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>变体 %1</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>变体：%1</translation>
    </message>
    <message>
        <source>this fault</source>
        <translation>此故障</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>保留 %1</translation>
    </message>
    <message>
        <source>What if it were delayed</source>
        <translation>假如它被延迟</translation>
    </message>
    <message>
        <source>Delay by (e.g. 20ms, 1.5s):</source>
        <translation>延迟时长（例如 20ms、1.5s）：</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>假如</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>比较对象</translation>
    </message>
    <message>
        <source>Runs and scenarios (*.jsonl *.ctrace *.jsonl.gz *.ctrace.gz *.json);;All files (*)</source>
        <translation>运行和场景 (*.jsonl *.ctrace *.jsonl.gz *.ctrace.gz *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>(the lesson as shipped)</source>
        <translation>（课程原版）</translation>
    </message>
    <message>
        <source>Compare with a variant</source>
        <translation>与变体比较</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>A saved trace cannot run again: open its scenario to sweep it.</source>
        <translation>已保存的追踪无法重新运行：请打开它的场景再扫描。</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>A saved trace cannot run again: open its scenario to explore it.</source>
        <translation>已保存的追踪无法重新运行：请打开它的场景再探索。</translation>
    </message>
    <message numerus="yes">
        <source>Keep explore&apos;s %n fault(s)</source>
        <translation>
            <numerusform>保留探索找到的 %n 个故障</numerusform>
        </translation>
    </message>
    <message>
        <source>This note&apos;s event does not happen in this run, so it cannot be edited here: put the run back, or delete the note and add it where it belongs.</source>
        <translation>这条注释的事件在本次运行中没有发生，因此无法在此编辑：请把运行改回原样，或删除这条注释并在合适的位置重新添加。</translation>
    </message>
    <message>
        <source>the end of the run</source>
        <translation>运行结束处</translation>
    </message>
    <message>
        <source>• “%1”: %2</source>
        <translation>• “%1”：%2</translation>
    </message>
    <message>
        <source>Fault kept</source>
        <translation>已保留故障</translation>
    </message>
    <message numerus="yes">
        <source>Keeping it moved %n of the lesson’s notes:</source>
        <translation>
            <numerusform>保留它移动了课程中的 %n 条注释：</numerusform>
        </translation>
    </message>
    <message>
        <source>A note on an ordinal alone (“the 3rd delivery”) follows the ordinal. Edit › Undo takes the fault back out; the outline lists every note and where it stands.</source>
        <translation>仅按序号锚定的注释（“第 3 次投递”）会跟随序号。编辑 › 撤销可移除该故障；大纲列出每条注释及其位置。</translation>
    </message>
    <message>
        <source>Put the cursor on the event the note belongs before (a message, a store change, a state), then press M on the note.</source>
        <translation>把光标放在注释应位于其前的事件上（消息、存储变更或状态），然后在注释上按 M。</translation>
    </message>
    <message>
        <source>Move note</source>
        <translation>移动注释</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>比较(&amp;O)</translation>
    </message>
    <message>
        <source>With a &amp;saved run or a scenario file…</source>
        <translation>与已保存的运行或场景文件比较(&amp;S)…</translation>
    </message>
    <message>
        <source>With a &amp;variant of this lesson…</source>
        <translation>与本课程的一个变体比较(&amp;V)…</translation>
    </message>
    <message>
        <source>Languag&amp;e</source>
        <translation>语言(&amp;E)</translation>
    </message>
</context>
<context>
    <name>corrsim::NewLessonDialog</name>
    <message>
        <source>New lesson</source>
        <translation>新建课程</translation>
    </message>
    <message>
        <source>Start from the system closest to yours, then change its parameters and add notes, predict steps and expectations.</source>
        <translation>从与你的系统最接近的那个开始，再修改它的参数，并添加注释、预测问题和预期。</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
</context>
<context>
    <name>corrsim::NoteDialog</name>
    <message>
        <source>Shown right before: %1</source>
        <translation>显示在此事件之前：%1</translation>
    </message>
    <message>
        <source>What the class reads:</source>
        <translation>全班看到的内容：</translation>
    </message>
    <message>
        <source>Pause playback here</source>
        <translation>在此暂停播放</translation>
    </message>
    <message>
        <source>The question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>One choice a line, 2 to 6 (or none for a short answer)</source>
        <translation>每行一个选项，2 到 6 个（简答题则不填）</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>The right choice, word for word: kept secret until the reveal, and left out of a student copy</source>
        <translation>正确选项，须逐字一致：揭晓前保密，学生版中不包含</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Shown once the class has predicted: the answer and why</source>
        <translation>全班预测后显示：答案及其原因</translation>
    </message>
    <message>
        <source>The reveal:</source>
        <translation>揭晓：</translation>
    </message>
    <message>
        <source>Write what the class reads at this event.</source>
        <translation>请写下全班在此事件处看到的内容。</translation>
    </message>
    <message>
        <source>Write the question the class answers before the run goes on.</source>
        <translation>请写下运行继续之前全班要回答的问题。</translation>
    </message>
    <message>
        <source>Offer 2 to 6 choices, one a line (or none, for a short answer).</source>
        <translation>请提供 2 到 6 个选项，每行一个（简答题则不填）。</translation>
    </message>
    <message>
        <source>Name the answer: it is kept secret until the reveal, and lets Corrsim check that nothing shown before the question gives it away.</source>
        <translation>请写出答案：它在揭晓前保密，并让 Corrsim 能检查问题之前显示的内容没有泄露答案。</translation>
    </message>
    <message>
        <source>The answer must be one of the choices, word for word.</source>
        <translation>答案必须与某个选项逐字一致。</translation>
    </message>
    <message>
        <source>Write the reveal: what the class reads once it has predicted.</source>
        <translation>请写下揭晓内容：全班预测后看到的内容。</translation>
    </message>
</context>
<context>
    <name>corrsim::ParameterDelegate</name>
    <message>
        <source>a duration: a number and a unit, e.g. 50ms, 1.5s, 2min</source>
        <translation>时长：数字加单位，例如 50ms、1.5s、2min</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a probability from 0 to 1, e.g. 0.3</source>
        <translation>0 到 1 之间的概率，例如 0.3</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>尚未有效：%1</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
</context>
<context>
    <name>corrsim::ParameterPanel</name>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Double-click a value to change it; the lesson starts again from the beginning. Changed values are blue: click ↺ to put one back.</source>
        <translation>双击某个值即可修改；课程会从头重新开始。修改过的值显示为蓝色：点击 ↺ 可还原。</translation>
    </message>
    <message>
        <source>Reset all to the lesson</source>
        <translation>全部重置为课程原值</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
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
        <source>Double-click to pick another</source>
        <translation>双击以选择其他值</translation>
    </message>
    <message>
        <source>Double-click to change</source>
        <translation>双击以修改</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s value: %1</source>
        <translation>还原为课程的值：%1</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s value</source>
        <translation>还原为课程的值</translation>
    </message>
</context>
<context>
    <name>corrsim::ParticipantsDialog</name>
    <message>
        <source>Participants</source>
        <translation>参与者</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Why the last change was not made</source>
        <translation>上一次修改未生效的原因</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, a %2</source>
        <translation>%1，类型为 %2</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（请选择）</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>(default: %1)</source>
        <translation>（默认：%1）</translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation>应用 %1</translation>
    </message>
    <message>
        <source>A trace read from a file has no participants to edit: open a scenario.</source>
        <translation>从文件读取的追踪没有可编辑的参与者：请打开一个场景。</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未修改：%1</translation>
    </message>
    <message>
        <source>set %1.%2</source>
        <translation>设置 %1.%2</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>Add a participant</source>
        <translation>添加参与者</translation>
    </message>
    <message>
        <source>Its kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Its name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <source>Its new name (notes, faults, stores and workers follow):</source>
        <translation>新名称（注释、故障、存储和工作者会随之更新）：</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>Remove %1 from the lesson? (Edit › Undo brings it back.)</source>
        <translation>要从课程中移除 %1 吗？（编辑 › 撤销可恢复。）</translation>
    </message>
</context>
<context>
    <name>corrsim::PartitionTableModel</name>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Delivered to each consumer group</source>
        <translation>已投递给各消费者组</translation>
    </message>
</context>
<context>
    <name>corrsim::PlaybackBar</name>
    <message>
        <source>Playback</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>到开头</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>上一个事件</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>播放 / 暂停</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>下一个事件</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <source>Next step of the lesson</source>
        <translation>课程的下一步</translation>
    </message>
    <message>
        <source>Previous step of the lesson</source>
        <translation>课程的上一步</translation>
    </message>
    <message>
        <source>Reveal the answer</source>
        <translation>揭晓答案</translation>
    </message>
    <message>
        <source>Next problem</source>
        <translation>下一个问题</translation>
    </message>
    <message>
        <source>Run until the next 4xx/5xx, discarded or mismatched reply, drop or crash (N)</source>
        <translation>运行到下一个 4xx/5xx、被丢弃或错配的回复、丢失或崩溃（N）</translation>
    </message>
    <message>
        <source>Playback speed: virtual time per real second</source>
        <translation>播放速度：每真实秒对应的虚拟时间</translation>
    </message>
    <message>
        <source>%1 / s</source>
        <translation>%1 / s</translation>
    </message>
    <message>
        <source>Playback position</source>
        <translation>播放位置</translation>
    </message>
    <message>
        <source>Scrub through the run&apos;s events</source>
        <translation>拖动浏览运行中的事件</translation>
    </message>
    <message>
        <source>Play on, or reveal the question first (Space, PageDown, →)</source>
        <translation>继续播放，或先揭晓问题（空格、PageDown、→）</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>播放 / 暂停（空格）</translation>
    </message>
    <message>
        <source>  t = %1   (event %2)</source>
        <translation>  t = %1   （事件 %2）</translation>
    </message>
</context>
<context>
    <name>corrsim::PlaylistDialog</name>
    <message>
        <source>Class playlist</source>
        <translation>课堂播放列表</translation>
    </message>
    <message>
        <source>Tick the lessons of the session and put them in order. At the end of a lesson, the next step (Space, PageDown, →) opens the next one; Ctrl+PageDown skips to it.</source>
        <translation>勾选本节课要用的课程并排好顺序。一门课程结束时，下一步（空格、PageDown、→）会打开下一门；Ctrl+PageDown 可直接跳到下一门。</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>下移(&amp;D)</translation>
    </message>
</context>
<context>
    <name>corrsim::PresenterView</name>
    <message>
        <source>Presenter view — Corrsim</source>
        <translation>演示者视图 — Corrsim</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>The question and its answer (for you)</source>
        <translation>问题及其答案（仅供你查看）</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>下一个问题</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>未打开课程</translation>
    </message>
    <message>
        <source>The class has seen the answer.</source>
        <translation>全班已看到答案。</translation>
    </message>
    <message>
        <source>Not yet revealed to the class.</source>
        <translation>尚未向全班揭晓。</translation>
    </message>
    <message>
        <source>No question yet.</source>
        <translation>还没有问题。</translation>
    </message>
    <message>
        <source>None: this is the lesson&apos;s last question.</source>
        <translation>无：这是本课程的最后一个问题。</translation>
    </message>
</context>
<context>
    <name>corrsim::RecentFiles</name>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>corrsim::RunCharts</name>
    <message>
        <source>Messages by kind</source>
        <translation>按类型统计的消息</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Sagas by state</source>
        <translation>按状态统计的 Saga</translation>
    </message>
    <message>
        <source>Sagas by state (ms)</source>
        <translation>按状态统计的 Saga（ms）</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>传输中</translation>
    </message>
    <message>
        <source>Entries and messages (ms)</source>
        <translation>条目和消息（ms）</translation>
    </message>
    <message>
        <source>Reply latency: no replies matched in this run</source>
        <translation>回复延迟：本次运行中没有匹配的回复</translation>
    </message>
    <message>
        <source>Reply latency (ms)</source>
        <translation>回复延迟（ms）</translation>
    </message>
    <message>
        <source>replies</source>
        <translation>回复</translation>
    </message>
</context>
<context>
    <name>corrsim::RunController</name>
    <message>
        <source>Cannot open the trace</source>
        <translation>无法打开追踪</translation>
    </message>
    <message>
        <source>Opening %1 cancelled; the window still shows the last run.</source>
        <translation>已取消打开 %1；窗口仍显示上一次运行。</translation>
    </message>
    <message>
        <source>%1 changed on disk: reloading</source>
        <translation>%1 已在磁盘上更改：正在重新加载</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Opening %1… (Esc cancels)</source>
        <translation>正在打开 %1…（按 Esc 取消）</translation>
    </message>
    <message>
        <source>Nothing to run again: this is a trace read from a file.</source>
        <translation>没有可重新运行的内容：这是从文件读取的追踪。</translation>
    </message>
    <message>
        <source>The lesson as shipped</source>
        <translation>课程原版</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>变体：%1</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>正在运行 %1…</translation>
    </message>
    <message>
        <source>Run cancelled; the window still shows the last finished run.</source>
        <translation>运行已取消；窗口仍显示上一次完成的运行。</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>假如</translation>
    </message>
    <message>
        <source>%1 as it ran</source>
        <translation>%1（实际运行）</translation>
    </message>
    <message>
        <source>what if %1</source>
        <translation>假如%1</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>the lesson as shipped</source>
        <translation>课程原版</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Comparing with %1: running…</source>
        <translation>正在与 %1 比较：运行中…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Read in the window&apos;s language from %1: Save asks where, so that %2 stays as written</source>
        <translation>已按窗口的语言从 %1 读取：保存时会询问保存位置，以便 %2 保持原样</translation>
    </message>
    <message>
        <source>The lesson&apos;s texts</source>
        <translation>课程的文字</translation>
    </message>
    <message>
        <source>%1

The lesson plays as written.</source>
        <translation>%1

课程按原文播放。</translation>
    </message>
</context>
<context>
    <name>corrsim::SagaTimeline</name>
    <message>
        <source>Saga timeline</source>
        <translation>Saga 时间线</translation>
    </message>
    <message>
        <source>%1 at %2, compensating</source>
        <translation>%1，于 %2，正在补偿</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1，于 %2</translation>
    </message>
    <message>
        <source>saga %1 (%2): %3</source>
        <translation>Saga %1（%2）：%3</translation>
    </message>
    <message>
        <source>compensation</source>
        <translation>补偿</translation>
    </message>
    <message>
        <source>saga &lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>Saga &lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 at %2</source>
        <translation>&lt;br&gt;%1，于 %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;not started at %1</source>
        <translation>&lt;br&gt;%1 时尚未开始</translation>
    </message>
    <message>
        <source> (compensating)</source>
        <translation>（正在补偿）</translation>
    </message>
    <message>
        <source>Show only this conversation</source>
        <translation>只显示此会话</translation>
    </message>
    <message>
        <source>The sequence diagram draws only saga %1&apos;s messages</source>
        <translation>时序图只绘制 Saga %1 的消息</translation>
    </message>
    <message>
        <source>This lesson has no sagas. The saga lessons draw one lane per payment here.</source>
        <translation>本课程没有 Saga。Saga 课程会在这里为每笔支付绘制一条泳道。</translation>
    </message>
</context>
<context>
    <name>corrsim::SequenceDiagram</name>
    <message>
        <source>Show only conversation #%1</source>
        <translation>只显示会话 #%1</translation>
    </message>
    <message>
        <source>Show every message</source>
        <translation>显示所有消息</translation>
    </message>
    <message>
        <source>Sequence diagram</source>
        <translation>时序图</translation>
    </message>
    <message>
        <source>The same events are listed in the event log.</source>
        <translation>相同的事件也列在事件日志中。</translation>
    </message>
    <message>
        <source>Only conversation #%1: show every message</source>
        <translation>仅会话 #%1：显示所有消息</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（副本）</translation>
    </message>
    <message>
        <source>✔ matched</source>
        <translation>✔ 已匹配</translation>
    </message>
    <message>
        <source>✘ discarded</source>
        <translation>✘ 已丢弃</translation>
    </message>
    <message>
        <source>⚠ wrong request</source>
        <translation>⚠ 错配请求</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>重启</translation>
    </message>
</context>
<context>
    <name>corrsim::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td valign=&apos;top&apos; style=&apos;padding-right:18px&apos;&gt;&lt;p&gt;&lt;b&gt;A lesson&lt;/b&gt; (a presenter&apos;s clicker sends these)&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;Space, PageDown, →&lt;/td&gt;&lt;td&gt;next step: play to the question, reveal it, play on to the moment it is about, play on to the next question&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;PageUp, ←&lt;/td&gt;&lt;td&gt;the step before&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;reveal the answer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Shift+← Shift+→&lt;/td&gt;&lt;td&gt;previous / next event&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Home End&lt;/td&gt;&lt;td&gt;start / end (End stops at a question not yet revealed)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+PageDown&lt;/td&gt;&lt;td&gt;the class playlist&apos;s next lesson (the next step at a lesson&apos;s end opens it too)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;presenter view: the answer and the next question, for your screen&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;Analysis&lt;/b&gt; (A)&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;Space&lt;/td&gt;&lt;td&gt;play / pause&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;← →&lt;/td&gt;&lt;td&gt;previous / next event&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;/td&gt;&lt;td valign=&apos;top&apos;&gt;&lt;p&gt;&lt;b&gt;Everywhere&lt;/b&gt;&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;N&lt;/td&gt;&lt;td&gt;next problem (4xx, discard, drop, crash)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F&lt;/td&gt;&lt;td&gt;fit the run&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;+ − or Ctrl + wheel&lt;/td&gt;&lt;td&gt;zoom time&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+= Ctrl+− Ctrl+0&lt;/td&gt;&lt;td&gt;larger, smaller, first-size text&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F11&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;search an ID&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;run again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;P&lt;/td&gt;&lt;td&gt;presentation: large text, the diagram first&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;A&lt;/td&gt;&lt;td&gt;the whole run (analysis) / up to the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 2 3 4&lt;/td&gt;&lt;td&gt;event log, stores, saga timeline, charts&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;L&lt;/td&gt;&lt;td&gt;the lessons list&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;W&lt;/td&gt;&lt;td&gt;what if… at the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;what the diagram shows&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td valign=&apos;top&apos; style=&apos;padding-right:18px&apos;&gt;&lt;p&gt;&lt;b&gt;课程&lt;/b&gt;（演示遥控器发送的就是这些按键）&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;空格, PageDown, →&lt;/td&gt;&lt;td&gt;下一步：播放到预测问题，揭晓答案，继续播放到答案所指的时刻，再播放到下一个预测问题&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;PageUp, ←&lt;/td&gt;&lt;td&gt;上一步&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;揭晓答案&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Shift+← Shift+→&lt;/td&gt;&lt;td&gt;上一个 / 下一个事件&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Home End&lt;/td&gt;&lt;td&gt;开头 / 结尾（End 会停在尚未揭晓的预测问题处）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+PageDown&lt;/td&gt;&lt;td&gt;课堂播放列表中的下一课（在课程结尾按下一步也会打开它）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;演示者视图：答案和下一个预测问题，显示在你的屏幕上&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;分析&lt;/b&gt;（A）&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;空格&lt;/td&gt;&lt;td&gt;播放 / 暂停&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;← →&lt;/td&gt;&lt;td&gt;上一个 / 下一个事件&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;/td&gt;&lt;td valign=&apos;top&apos;&gt;&lt;p&gt;&lt;b&gt;全局&lt;/b&gt;&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;N&lt;/td&gt;&lt;td&gt;下一个问题（4xx、丢弃、丢失、崩溃）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F&lt;/td&gt;&lt;td&gt;适配整个运行&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;+ − 或 Ctrl + 滚轮&lt;/td&gt;&lt;td&gt;缩放时间轴&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+= Ctrl+− Ctrl+0&lt;/td&gt;&lt;td&gt;增大、减小文字，恢复初始大小&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F11&lt;/td&gt;&lt;td&gt;全屏&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;搜索 ID&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;重新运行&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;P&lt;/td&gt;&lt;td&gt;演示模式：大号文字，优先显示时序图&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;A&lt;/td&gt;&lt;td&gt;整个运行（分析）/ 到游标为止&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 2 3 4&lt;/td&gt;&lt;td&gt;事件日志、存储、Saga 时间线、图表&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;L&lt;/td&gt;&lt;td&gt;课程列表&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;W&lt;/td&gt;&lt;td&gt;在游标处假如…&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;时序图说明&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>corrsim::StoreTableModel</name>
    <message>
        <source>no TTL</source>
        <translation>无 TTL</translation>
    </message>
    <message>
        <source>expired, not yet swept</source>
        <translation>已过期，尚未清理</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>存在时长</translation>
    </message>
    <message>
        <source>TTL left</source>
        <translation>剩余 TTL</translation>
    </message>
</context>
<context>
    <name>corrsim::StoresPanel</name>
    <message>
        <source>Store</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Pick a store, or type part of its name</source>
        <translation>选择一个存储，或输入其名称的一部分</translation>
    </message>
    <message>
        <source>Store entries</source>
        <translation>存储条目</translation>
    </message>
    <message>
        <source>broker partitions</source>
        <translation>消息代理分区</translation>
    </message>
</context>
<context>
    <name>corrsim::StudentCopyDialog</name>
    <message>
        <source>The title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>The summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Note %1, after the step</source>
        <translation>注释 %1（在提问之后）</translation>
    </message>
    <message>
        <source>Note %1</source>
        <translation>注释 %1</translation>
    </message>
    <message>
        <source>The name of expectation %1</source>
        <translation>预期 %1 的名称</translation>
    </message>
    <message>
        <source>Export student copy</source>
        <translation>导出学生版</translation>
    </message>
    <message>
        <source>States the answer to “%1”: it holds “%2”.</source>
        <translation>说出了“%1”的答案：其中含有“%2”。</translation>
    </message>
    <message>
        <source>%1, as the students read it</source>
        <translation>%1（学生看到的样子）</translation>
    </message>
    <message>
        <source>&amp;Hold it back from the students</source>
        <translation>对学生隐去(&amp;H)</translation>
    </message>
    <message>
        <source>A title or a predict step&apos;s own words can only be rephrased</source>
        <translation>标题或预测问题本身的文字只能改写</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message numerus="yes">
        <source>The student copy leaves out every answer and reveal, but the students can read the whole file. The texts below (%n) state what a predict step asks: hold each back from the students or rephrase it for them. The teacher&apos;s copy keeps them as written.</source>
        <translation>
            <numerusform>学生版去掉了每个答案和揭晓，但学生可以阅读整个文件。下面的文本（%n 条）说出了预测问题的答案：请对学生隐去每一条，或为他们改写。教师版保留原文。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>corrsim::SweepChart</name>
    <message>
        <source>How often each outcome held, by value</source>
        <translation>各结果在每个取值下的成立频率</translation>
    </message>
    <message>
        <source>Outcome rates by swept value</source>
        <translation>按扫描取值的结果比率</translation>
    </message>
    <message>
        <source>Runs in which each outcome held, by %1</source>
        <translation>按 %1 统计各结果成立的运行</translation>
    </message>
    <message>
        <source>% of runs</source>
        <translation>运行占比 (%)</translation>
    </message>
</context>
<context>
    <name>corrsim::SweepPanel</name>
    <message>
        <source>Sweep: %1</source>
        <translation>扫描：%1</translation>
    </message>
    <message>
        <source>A value of the scenario, as --set names it: participants.orders.claim, network.drop, ...</source>
        <translation>场景中的一个值，按 --set 的写法命名：participants.orders.claim、network.drop……</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>values, separated by commas</source>
        <translation>取值，以逗号分隔</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>起始种子</translation>
    </message>
    <message>
        <source>Last seed</source>
        <translation>结束种子</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Run the sweep</source>
        <translation>运行扫描</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>另存为 CSV…</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>绘图</translation>
    </message>
    <message>
        <source>What the chart shows for each value: the runs in which every expectation held, or one expectation</source>
        <translation>图表对每个取值显示的内容：所有预期都成立的运行，或某一个预期成立的运行</translation>
    </message>
    <message>
        <source>Runs of the sweep</source>
        <translation>扫描的运行</translation>
    </message>
    <message>
        <source>Double-click a run to open it in the main window</source>
        <translation>双击某次运行即可在主窗口中打开</translation>
    </message>
    <message>
        <source>Open the run</source>
        <translation>打开运行</translation>
    </message>
    <message>
        <source>Cannot sweep %1: %2</source>
        <translation>无法扫描 %1：%2</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Running %1 runs on %2 threads…</source>
        <translation>正在用 %2 个线程执行 %1 次运行…</translation>
    </message>
    <message>
        <source>The sweep stopped: %1</source>
        <translation>扫描已停止：%1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>all expectations held</source>
        <translation>所有预期都成立</translation>
    </message>
    <message>
        <source>seeds %1..%2</source>
        <translation>种子 %1..%2</translation>
    </message>
    <message>
        <source>%1: all held in %2 of %3 runs</source>
        <translation>%1：%3 次运行中有 %2 次全部成立</translation>
    </message>
    <message>
        <source> (every seed gave the same run)</source>
        <translation>（每个种子得到的运行都相同）</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>%1 runs. %2.</source>
        <translation>%1 次运行。%2。</translation>
    </message>
    <message>
        <source>Save the sweep</source>
        <translation>保存扫描</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1 and %2</source>
        <translation>已保存 %1 和 %2</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>Cannot sweep: name the parameter the values are for</source>
        <translation>无法扫描：请指明这些值所属的参数</translation>
    </message>
</context>
<context>
    <name>corrsim::TraceTableModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Participant</source>
        <translation>参与者</translation>
    </message>
    <message>
        <source>Other end</source>
        <translation>另一端</translation>
    </message>
    <message>
        <source>Type / detail</source>
        <translation>类型 / 详情</translation>
    </message>
    <message>
        <source>Message ID</source>
        <translation>消息 ID</translation>
    </message>
    <message>
        <source>Correlation ID</source>
        <translation>关联 ID</translation>
    </message>
    <message>
        <source>Causation ID / key</source>
        <translation>因果 ID / 键</translation>
    </message>
</context>
</TS>
